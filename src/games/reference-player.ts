/**
 * A reference player: a plain, non-LLM player that decides its next command
 * from what an agent is shown (the JSON board of seat 0), never from the
 * hidden state. It may remember what it saw earlier in the same game, as an
 * agent can, so each game gets a fresh player.
 */
export interface ReferencePlayer {
  /**
   * The next command for this board, or null: in a one-player game the
   * player gives up (the caller resigns); in a race it has nothing to do now,
   * so the caller lets the opponent move and asks again (and resigns for it
   * only when neither side moves).
   */
  next(board: unknown): string | null;
}

export type ReferencePlayerFactory = () => ReferencePlayer;
