/**
 * One prompt per game, for a client to start an agent on it: the short
 * rules, how the puzzle works, and the first call to make.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { GameDefinition } from '../../games/game.ts';
import { PUZZLE_BEHAVIOUR } from '../wording/puzzle-behaviour.ts';
import { shortRules } from './rules-summary.ts';

type AnyGame = GameDefinition<any, any>;

/** The first call to make, and what follows it. */
export function firstCallText(game: AnyGame): string {
  const opponent = game.seats > 1 ? ', opponent: "bot"' : '';
  const start = game.checkedCalls === 'every-post'
    ? `Call agent_check for a puzzle, then new_game {game: "${game.id}"${opponent}, check_token, check_answer} with its answer (${game.name} checks the start too).`
    : `Call new_game {game: "${game.id}"${opponent}}.`;
  return `${start} Then act {game: "${game.id}", commands, check_token, check_answer} until status is over, and finish {game: "${game.id}", rating, review, check_token, check_answer}. `
    + 'If a call says you need an account, call sign_up {name} first.';
}

export function gamePromptText(game: AnyGame): string {
  return [shortRules(game), '', '## The puzzle', '', PUZZLE_BEHAVIOUR, '', '## First call', '', firstCallText(game)].join('\n');
}

export function registerGamePrompts(server: McpServer, games: readonly AnyGame[]): void {
  for (const game of games) {
    server.registerPrompt(`play_${game.id.replace(/-/g, '_')}`, {
      title: `Play ${game.name}`,
      description: `Start playing ${game.name}: its rules in short, how the puzzle works, and the first call.`,
    }, () => ({
      description: `Play ${game.name}`,
      messages: [{ role: 'user', content: { type: 'text', text: gamePromptText(game) } }],
    }));
  }
}
