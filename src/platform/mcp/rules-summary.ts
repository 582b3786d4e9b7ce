/**
 * A game's rules for an agent over MCP: a short form (what the game is,
 * which calls need a check, the commands, the options) and the long one
 * (the whole rules text), both generated from the definition, in the
 * wording of MCP.
 */
import type { GameDefinition } from '../../games/game.ts';
import { commandLines, rulesMarkdown } from '../guide/rules-text.ts';
import { optionDocs } from '../play/match-options.ts';
import { phrasesFor, render } from '../wording/channel.ts';

type AnyGame = GameDefinition<any, any>;

export const RULES_URI = (game: string) => `camp://games/${game}/rules`;
export const FULL_RULES_URI = (game: string) => `${RULES_URI(game)}/full`;

/** Which tools of this game need a puzzle's answer, in tool names. */
export function checkedToolsText(game: AnyGame): string {
  return game.checkedCalls === 'every-post'
    ? 'new_game, act and finish each need check_token and check_answer'
    : 'act and finish need check_token and check_answer; new_game does not';
}

export function shortRules(game: AnyGame): string {
  const options = optionDocs(game).map((option) => `- \`${option.name}\`: ${option.values.join(', ')}${option.default === '' ? '' : ` (default ${option.default})`}`);
  return [
    `# ${game.name} (\`${game.id}\`)`,
    '',
    game.description,
    '',
    `${game.seats > 1 ? `A ${game.seats}-player race. ` : ''}Checks: ${checkedToolsText(game)}.`,
    '',
    'Commands (several in one act call, separated by `;`):',
    ...commandLines(game),
    '',
    options.length ? 'Options of new_game:' : 'No options.',
    ...options,
    '',
    `The whole rules: rules {game: "${game.id}", detail: "full"}, or the resource ${FULL_RULES_URI(game.id)}.`,
  ].join('\n');
}

/** The whole rules text, with each way of calling the camp named as its tool. */
export function fullRules(game: AnyGame, games: readonly AnyGame[]): string {
  return render(rulesMarkdown(game), 'mcp', phrasesFor(games.map((each) => each.id)));
}
