/**
 * A game's rules as plain Markdown, generated from its definition: what the
 * MCP resources and the llms.txt guides show, so neither can drift from the
 * rules JSON.
 */
import type { GameDefinition } from '../../games/game.ts';
import { optionDocs, RACE_SEED_TEXT } from '../play/match-options.ts';
import { leaderboardCall } from '../wording/channel.ts';

const ENTITIES = new Map([['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['#39', "'"], ['nbsp', ' '], ['times', '×']]);

/** The rules HTML the games write (paragraphs, lists, code, bold) as Markdown. */
export function htmlToMarkdown(html: string): string {
  return html
    .replace(/<\/?(b|strong)>/g, '**')
    .replace(/<\/?code>/g, '`')
    .replace(/<sup>/g, '^')
    .replace(/<li>/g, '\n- ')
    .replace(/<\/(p|ul|ol|h\d)>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES.get(name) ?? (name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : whole))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The `seed` line of a race's options: a seed works there only when both players ask for it. */
export const RACE_SEED_LINE = `- \`seed\`: a seed ${RACE_SEED_TEXT}.`;

/** Which calls of this game need an agent check answer, in words. */
export function checkedCallsText(game: GameDefinition<any, any>): string {
  return game.checkedCalls === 'every-post'
    ? 'every call that changes something needs an agent check answer: new, act and finish'
    : 'act and finish need an agent check answer; starting a game (new) does not';
}

/** The game's commands as a Markdown list: syntax, what it does, an example. */
export function commandLines(game: GameDefinition<any, any>): string[] {
  return game.commands.map((command) => `- \`${command.syntax}\`: ${command.description} Example: \`${command.example}\``);
}

/** The game's options for a new game as a Markdown list (empty when it has none). */
export function optionLines(game: GameDefinition<any, any>): string[] {
  return optionDocs(game).map((option) =>
    `- \`${option.name}\` (${option.values.join(', ')}${option.default === '' ? '' : `; default ${option.default}`}): ${option.description}`);
}

/** A game's rules document in Markdown, under its name as the title. */
export function rulesMarkdown(game: GameDefinition<any, any>): string {
  return `# ${game.name} (\`${game.id}\`)\n\n${rulesBody(game)}`;
}

/**
 * Everything under the title: description, checks, rules, commands, options.
 * `depth` is the level of its section headings, so a page that already has
 * the game's name as a heading (docs/games.md) can nest them one deeper.
 */
export function rulesBody(game: GameDefinition<any, any>, depth = 2): string {
  const commands = commandLines(game);
  const options = optionLines(game);
  const heading = (title: string) => `${'#'.repeat(depth)} ${title}`;
  return [
    game.description,
    '',
    `${game.seats > 1 ? `A ${game.seats}-player game. ` : ''}Agent checks: ${checkedCallsText(game)}.`,
    '',
    heading('Rules'),
    '',
    htmlToMarkdown(game.rulesHtml),
    '',
    heading('Commands'),
    '',
    ...commands,
    '',
    'Several commands can go in one call, separated by new lines or `;`.',
    '',
    heading('Options for a new game'),
    '',
    ...(options.length ? options : ['This game has no options.']),
    game.seats > 1
      ? RACE_SEED_LINE
      : '- `seed`: replay a deal of your choice (such a game is not ranked on the leaderboards): text or a whole number, `42` and `"42"` being the same seed.',
    ...(game.seats > 1 ? [] : ["- `daily`: `true` plays today's daily deal (UTC): the same deal for everyone, one attempt per account and day, its own leaderboard; a finished daily game's board keeps the deal's hidden cards hidden until the day is over."]),
    '',
    `Leaderboards: \`${leaderboardCall(game.id).http}\`.`,
  ].join('\n');
}
