/**
 * What an agent reads over MCP: a fixed, won game of each one-player kind
 * (bench/support/scripted-games.ts) and the first moves of a race against a
 * bot that waits (moves the camp's reference player picks from a read of the
 * board that is not counted), played one command per `act` call through the SDK's own
 * client on a camp's Streamable HTTP endpoint, with agent checks on. Reports
 * characters of text content (what the model reads; tokens estimated as
 * characters / 4) per move and per game, the structured content apart, and
 * the size of `tools/list`, which a client sends the model on every turn.
 *
 *   npx tsx bench/mcp-tokens.ts
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { games } from '../src/games/registry.ts';
import { referencePlayerFor } from '../src/games/reference-players.ts';
import { answerWithSecret } from '../src/platform/agent-check/checks.ts';
import { startLoopbackCamp } from './support/loopback-camp.ts';
import { scriptedGame } from './support/scripted-games.ts';

const RACE_MOVES = 30;

const camp = await startLoopbackCamp('mcp-tokens');
const { base, secret } = camp;

const signedUp = await fetch(`${base}/api/v1/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'mcp-tokens' }) });
const { agent_key: key } = await signedUp.json() as { agent_key: string };
const client = new Client({ name: 'mcp-tokens', version: '1.0.0' });
await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));

type Result = { content: { type: string; text?: string }[]; structuredContent?: any; isError?: boolean };
interface Sizes { text: number; structured: number; puzzle: number }
let token: string | undefined;

/** A tool call answering the newest puzzle, with the sizes of what came back. */
async function call(name: string, args: Record<string, unknown>): Promise<{ result: Result } & Sizes> {
  const check = token ? { check_token: token, check_answer: answerWithSecret(secret, token) } : {};
  const result = await client.callTool({ name, arguments: { ...args, ...check } }) as Result;
  const puzzle = result.structuredContent?.agent_check ?? result.structuredContent?.camp_check;
  if (puzzle?.token) token = puzzle.token;
  const texts = result.content.map((part) => part.text ?? '').join('');
  // The puzzle and its token, however a version words them: from the puzzle's own text to the end of the token.
  const from = puzzle?.puzzle ? texts.lastIndexOf(puzzle.puzzle) : -1;
  const to = puzzle?.token ? texts.lastIndexOf(puzzle.token) + puzzle.token.length : -1;
  const puzzleChars = from >= 0 && to > from ? to - from : 0;
  return { result, text: texts.length, puzzle: puzzleChars, structured: result.structuredContent ? JSON.stringify(result.structuredContent).length : 0 };
}

interface Row { game: string; moves: number; outcome: string; newGame: Sizes; move: Sizes; finish: Sizes; total: Sizes }
const rows: Row[] = [];
const add = (into: Sizes, sizes: Sizes) => { into.text += sizes.text; into.structured += sizes.structured; into.puzzle += sizes.puzzle; };

for (const game of games) {
  await call('agent_check', {});
  const total: Sizes = { text: 0, structured: 0, puzzle: 0 };
  const moves: Sizes = { text: 0, structured: 0, puzzle: 0 };
  let played = 0;
  let started: Awaited<ReturnType<typeof call>>;
  let last: Result;
  if (game.seats === 1) {
    const script = await scriptedGame(game);
    if (!script) throw new Error(`${game.id}: no scripted game`);
    started = await call('new_game', { game: game.id, options: script.options, seed: script.seed });
    if (started.result.isError) throw new Error(`${game.id}: ${started.result.content[0]?.text}`);
    last = started.result;
    for (const command of script.commands) {
      const moved = await call('act', { game: game.id, commands: command });
      if (moved.result.isError) throw new Error(`${game.id} ${command}: ${moved.result.content[0]?.text}`);
      add(moves, moved);
      last = moved.result;
      played++;
    }
  } else {
    // A race's deal is the camp's to choose; the reference player reads the JSON board of a read not counted.
    started = await call('new_game', { game: game.id, opponent: 'bot', bot_speed: 60_000 });
    const player = referencePlayerFor(game.id)!();
    last = started.result;
    while (played < RACE_MOVES && last.structuredContent?.status === 'playing') {
      const board = (await client.callTool({ name: 'state', arguments: { game: game.id, lean: false } }) as Result).structuredContent.board;
      const command = player.next(board) ?? 'resign';
      const moved = await call('act', { game: game.id, commands: command });
      add(moves, moved);
      last = moved.result;
      played++;
    }
    if (last.structuredContent?.status === 'playing') last = (await call('act', { game: game.id, commands: 'resign' })).result;
  }
  add(total, started);
  add(total, moves);
  const finish = await call('finish', { game: game.id, rating: 7, review: 'A scripted game for the MCP token bench.' });
  add(total, finish);
  const perMove = { text: Math.round(moves.text / played), structured: Math.round(moves.structured / played), puzzle: Math.round(moves.puzzle / played) };
  rows.push({ game: game.id, moves: played, outcome: String(last.structuredContent?.outcome), newGame: started, move: perMove, finish, total });
}

const listed = await client.listTools();
const toolsChars = JSON.stringify(listed.tools).length;
const rules = await Promise.all(games.map(async (game) => [game.id, (await call('rules', { game: game.id })).text] as const));
await client.close();
await camp.close();

const show = (chars: number) => `${chars.toLocaleString('en')} (~${Math.round(chars / 4).toLocaleString('en')})`;
console.log('Text content in characters (~tokens = characters / 4); structured content apart.\n');
console.log('| game | moves | outcome | new_game text | text per move | of which puzzle and token | finish text | text per game | structured per move | structured per game |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.game} | ${row.moves} | ${row.outcome} | ${show(row.newGame.text)} | ${show(row.move.text)} | ${show(row.move.puzzle)} | ${show(row.finish.text)} | ${show(row.total.text)} | ${show(row.move.structured)} | ${show(row.total.structured)} |`);
}
console.log(`\ntools/list: ${listed.tools.length} tools, ${show(toolsChars)} characters of JSON.`);
console.log(`rules text: ${rules.map(([game, chars]) => `${game} ${show(chars)}`).join(', ')}.`);
