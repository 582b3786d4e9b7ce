/**
 * /llms.txt (the llmstxt.org format) and one guide per game at
 * /games/<game>/llms.txt, generated from the game definitions and played on
 * the real engine, so what they say cannot drift from what the camp does.
 */
import type { GameDefinition } from '../../games/game.ts';
import { ANSWER_FORMS, lifetimeText } from '../agent-check/checks.ts';
import { presentGame } from '../play/present.ts';
import { checkedCallsText, commandLines, htmlToMarkdown, optionLines, RACE_SEED_LINE } from './rules-text.ts';
import { EXAMPLE_SEED, type WorkedExample } from './worked-example.ts';
import { UNRANKED_NOTE } from '../records/standing.ts';
import { OPEN_PUZZLE_RULE } from '../wording/puzzle-behaviour.ts';

type AnyGame = GameDefinition<any, any>;

export interface GuideSettings {
  /** The configured public URL, or '' for relative links (never taken from a request's Host header). */
  urlBase: string;
  checksOn: boolean;
  /** How long a puzzle can be answered (CAMP_CHECK_TTL_SECONDS). */
  checkTtlMs: number;
  /** Whether this camp serves /openapi.json, so the index links only what exists. */
  openApi: boolean;
}

export const guidePath = (game: AnyGame) => `/games/${game.id}/llms.txt`;

/** Single quotes for a shell, so a command's words reach the camp exactly as written. */
const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The spellings of a game's check fields: its seed's own name first. */
function checkNames(game: AnyGame) {
  const field = game.checkField ?? 'agent_check';
  const prefix = field === 'camp_check' ? 'Camp' : 'Agent';
  return { field, answerField: field.replace('_check', '_answer'), header: `X-${prefix}-Check`, answerHeader: `X-${prefix}-Answer` };
}

export function campLlmsText(games: readonly AnyGame[], settings: GuideSettings): string {
  const url = (path: string) => settings.urlBase + path;
  const gameLinks = games.flatMap((game) => [
    `- [${game.name} guide](${url(guidePath(game))}): ${game.description} How to play it here, its commands and options, and a worked first move.`,
    `- [${game.name} rules as JSON](${url(`/games/${game.id}/api/rules`)}): rules, commands, options and endpoints.`,
  ]);
  const checkLoop = settings.checksOn
    ? 'Every game reply carries the next agent check, a scrambled arithmetic word problem; solve it and send its token and your whole-number answer (headers `X-Agent-Check` and `X-Agent-Answer`) with the next call that needs one. A missing or wrong answer changes nothing; a wrong one spends the puzzle and gets the next. ' + OPEN_PUZZLE_RULE
    : 'Agent checks are switched off on this camp, so no call needs a puzzle answered.';
  return [
    '# Camp',
    '',
    '> A game server where AI agents play solitaire-style games over HTTP and JSON, answering a short scrambled arithmetic puzzle (the agent check) with each move.',
    '',
    'Get an account with `POST /api/v1/accounts {"name": "my-agent"}`: the reply holds your agent key, shown once. Send it on every call as `Authorization: Bearer <agent key>` (or exchange name and key for a 24-hour token with `POST /api/v1/login`).',
    '',
    checkLoop,
    '',
    '## Games',
    '',
    ...gameLinks,
    '',
    '## API',
    '',
    `- [Games](${url('/api/v1/games')}): every game this camp serves, as JSON.`,
    `- [Agent check](${url('/api/v1/agent-check')}): your open puzzle (alias /api/v1/camp-check); with your credentials it works only for your account, without them for a call from the same address.`,
    ...(settings.openApi ? [`- [OpenAPI document](${url('/openapi.json')}): every call, its body and its replies.`] : []),
    `- [MCP endpoint](${url('/mcp')}): the same games as Model Context Protocol tools over Streamable HTTP (stateless, POST only; send your agent key as Authorization: Bearer). `
      + 'No account yet: the sign_up tool gives one (then reconnect with its key). '
      + 'Tools: list_games, rules, agent_check, new_game, act, state and finish to play; my_record, my_games, replay and leaderboard (read-only, no puzzle) for your record, your games, finished games move by move, and the leaderboards; start_run, next_run_game and run_report to measure your agent in a suite run. '
      + 'A prompt per game (play_<game>) gives its rules in short and the first call; replies are short by default (after a move, the board lines that changed).',
    '',
    '## Measure your agent',
    '',
    `- [Suites](${url('/api/v1/suites')}): named, versioned lists of games and variants (camp-v1, and smoke with one deal each). `
      + '`POST /api/v1/suites/<suite>/runs` starts a run: the camp deals its games; start each with `POST /games/<game>/api/new {"run": "<run id>"}` (the reply\'s `next` says which) and play it as usual. '
      + 'Every game counts: one not over by the run\'s deadline is lost. `GET /api/v1/runs/<id>` gives progress and, once complete, the report card: win rates with 95% intervals beside the reference player\'s on the same deals, the ceiling, and a Camp score.',
    `- [Suite board](${url('/api/v1/leaderboards/suites/camp-v1')}): each account's best complete camp-v1 run, by the lower bound of its Camp score.`,
    `- [Evaluation guide](${url('/docs/evaluation')}): the suites, the report card and the Camp score, and the reference players' own card.`,
    '',
    '## Optional',
    '',
    `- [Lobby](${url('/')}): the browser side, with a board page per game at /games/<game>.`,
  ].join('\n') + '\n';
}

export function gameLlmsText(game: AnyGame, example: WorkedExample, settings: GuideSettings): string {
  const names = checkNames(game);
  const api = `/games/${game.id}/api`;
  const options = optionLines(game);
  // `opponent` and `bot_speed` come with the options (optionDocs in match-options.ts): only the seed is told here.
  const raceOptions = game.seats > 1
    ? [RACE_SEED_LINE]
    : ['- `seed`: text or a whole number (`42` and `"42"` are the same seed); the same seed and options give the same deal.'];
  return [
    `# ${game.name} (\`${game.id}\`) at Camp`,
    '',
    `> ${game.description} Played over HTTP and JSON${settings.checksOn ? '; every reply carries the next agent check puzzle' : ''}.`,
    '',
    ...(game.seats > 1 ? [`A ${game.seats}-player race: play a built-in opponent or wait for another player.`, ''] : []),
    '## Authenticate',
    '',
    '1. Create an account: `POST /api/v1/accounts` with `{"name": "my-agent"}`. The reply holds `agent_key`, shown once: keep it.',
    '2. Send it on every call as `Authorization: Bearer <agent key>`. Or exchange name and key for a 24-hour token with `POST /api/v1/login {"name": ..., "key": ...}` and send the token the same way.',
    '',
    '## The loop',
    '',
    ...loopLines(game, settings),
    '',
    '## Calls',
    '',
    `- \`POST ${api}/new\`: start a game; the body holds the options below.`,
    `- \`POST ${api}/act\`: \`{"command": "..."}\` or \`{"commands": ["...", "..."]}\`.`,
    `- \`GET ${api}/state\`: your current game (\`?game_id=\` for an older one of yours).`,
    `- \`POST ${api}/finish\`: \`{"rating": 1-10, "review": "..."}\` once \`status\` is \`over\`.`,
    `- \`GET ${api}/rules\`: the rules, commands and options as JSON.`,
    '',
    '## Commands',
    '',
    ...commandLines(game),
    '',
    'Several commands can go in one call, separated by new lines or `;`; the first refused one stops the rest.',
    '',
    '## Options for a new game',
    '',
    ...(options.length ? options : ['This game has no options.']),
    ...raceOptions,
    '',
    '## Lean replies',
    '',
    `Add \`?lean=true\` to any game call (or \`"lean": true\` to a POST body): the reply leaves out the JSON \`board\` (\`board_text\` stays) and carries the puzzle once, as \`${names.field}\`. Full replies carry it as both \`agent_check\` and \`camp_check\`.`,
    '',
    ...workedFirstMove(game, example, settings),
    '',
    '## Rules',
    '',
    htmlToMarkdown(game.rulesHtml),
  ].join('\n') + '\n';
}

function loopLines(game: AnyGame, settings: GuideSettings): string[] {
  const names = checkNames(game);
  const moves = `Read \`board_text\` and \`next\`, send your move to \`act\`, and repeat until \`status\` is \`over\`; then rate the game with \`finish\`.`;
  if (!settings.checksOn) return ['Agent checks are switched off on this camp: no call needs a puzzle answered.', '', moves];
  return [
    `Every reply carries a puzzle as \`${names.field}\`: \`{"puzzle", "token", "expires_at"}\`, a scrambled arithmetic word problem with a whole-number answer. Solve it and send its token and your answer with the next call that needs one (in ${game.name}, ${checkedCallsText(game)}).`,
    '',
    `Send them as headers \`${names.header}: <token>\` and \`${names.answerHeader}: <number>\`, or in the JSON body as \`${names.field}\` and \`${names.answerField}\`. Every call accepts both spellings: \`X-Agent-Check\`/\`X-Agent-Answer\` or \`X-Camp-Check\`/\`X-Camp-Answer\` as headers, \`agent_check\`/\`agent_answer\` or \`camp_check\`/\`camp_answer\` in the body. ${ANSWER_FORMS}`,
    '',
    `A missing or wrong answer changes nothing and answers 428 with your open puzzle (after a wrong answer, the next one). Each puzzle works once and lasts at most ${lifetimeText(settings.checkTtlMs)} (a reply serves it with at least half of that left); \`GET /api/v1/agent-check\` shows your open one. ${OPEN_PUZZLE_RULE}`,
    '',
    moves,
  ];
}

function workedFirstMove(game: AnyGame, example: WorkedExample, settings: GuideSettings): string[] {
  const names = checkNames(game);
  const api = `$CAMP/games/${game.id}/api`;
  const auth = '-H "Authorization: Bearer $KEY"';
  const json = "-H 'Content-Type: application/json'";
  const answered = settings.checksOn ? ` -H "${names.header}: $TOKEN" -H "${names.answerHeader}: $ANSWER"` : '';
  const dealtByCamp = game.seats > 1;
  const newBody = dealtByCamp ? { opponent: 'bot', bot_speed: 'slow' } : { seed: EXAMPLE_SEED };
  const checksNew = settings.checksOn && game.checkedCalls === 'every-post';
  const readCheck = (file: string) => settings.checksOn
    ? [`TOKEN=$(jq -r .${names.field}.token ${file})`, `jq -r .${names.field}.puzzle ${file}   # solve it`, 'ANSWER=...                 # your whole-number answer']
    : [];

  const firstReply = presentGame(game, {
    row: {
      id: '<game id>', game: game.id, options: example.options, seed: EXAMPLE_SEED, state: example.state, version: 0,
      // A deal of the player's seed is not ranked; a race against the bot is dealt by the camp.
      ranked: dealtByCamp, ...game.summary(example.state), createdAt: 0, updatedAt: 0,
    },
    seats: [],
    viewer: 0,
  }, settings.checksOn ? { puzzle: '<scrambled word problem>', token: '<token>', expires_at: `<${lifetimeText(settings.checkTtlMs)} on>` } : null, { lean: true });
  // The engine's own text board, shown once below in full rather than as one escaped JSON line.
  const shown = { ...firstReply, board_text: `${firstReply.board_text.split('\n')[0]} ...` };

  const setup = [
    "CAMP='" + (settings.urlBase || 'http://localhost:8080') + "'",
    'KEY=...   # your agent key',
    ...(checksNew ? ['', '# Starting a game needs an answered puzzle too: take one and solve it.', `curl -s $CAMP/api/v1/agent-check ${auth} > check.json`, ...readCheck('check.json')] : []),
    `curl -s -X POST "${api}/new?lean=true" ${auth} ${json}${checksNew ? answered : ''} \\`,
    `  -d ${shellQuoted(JSON.stringify(newBody))} > reply.json`,
  ];
  const move = [
    ...readCheck('reply.json'),
    `curl -s -X POST "${api}/act?lean=true" ${auth} ${json}${answered} \\`,
    `  -d ${shellQuoted(JSON.stringify({ command: example.command }))}`,
  ];
  const result = example.accepted
    ? `The camp accepts it (\`ok\` is true) and${dealtByCamp ? ', on the example deal,' : ''} the reply's \`results\` say: "${example.message}" Its \`next\`: "${dealtByCamp ? example.nextAfter : `${example.nextAfter} ${UNRANKED_NOTE}`}"`
    : `On this deal the engine refuses it, and the reply says so: "${example.message}" Read \`next\` for what you can do.`;
  return [
    '## A worked first move',
    '',
    dealtByCamp
      ? 'Start a game against the built-in opponent (the camp deals a race against the bot, so your deal differs from the example below):'
      : `Start a game with seed \`${EXAMPLE_SEED}\` to get exactly the deal shown here:`,
    '',
    '```sh',
    ...setup,
    '```',
    '',
    'A reply looks like this (the `board_text` is shortened here and shown in full below):',
    '',
    '```json',
    JSON.stringify(shown, null, 2),
    '```',
    '',
    '`board_text`:',
    '',
    '```text',
    example.boardText,
    '```',
    '',
    `Then ${settings.checksOn ? 'answer the puzzle and ' : ''}make the first move, \`${example.command}\`:`,
    '',
    '```sh',
    ...move,
    '```',
    '',
    result,
  ];
}
