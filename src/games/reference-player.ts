/**
 * A reference player: a plain, non-LLM player that decides its next command
 * from what an agent is shown (the JSON board of seat 0), never from the
 * hidden state. The contract is `BoardPlayer` in game.ts; each game hands
 * its own out through `referencePlayer`.
 */
import type { BoardPlayer } from './game.ts';

export type ReferencePlayer = BoardPlayer;

export type ReferencePlayerFactory = () => ReferencePlayer;
