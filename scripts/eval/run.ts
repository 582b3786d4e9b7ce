/** Reads the command line of `npm run eval` and plays the seeded games it asks for. */
import { parseArgs } from 'node:util';
import { optionProperties, type GameDefinition } from '../../src/games/game.ts';
import { findGame } from '../../src/games/registry.ts';
import { gamesWithReferencePlayers, referencePlayerFor } from '../../src/games/reference-players.ts';
import { playWithEngine } from './engine-runner.ts';
import { CampAgent, playOverHttp } from './http-runner.ts';
import type { GameResult } from './result.ts';

export const USAGE =
  'npm run eval -- --game <game> [--variant key=value,key=value] --games N --from-seed S [--url URL [--secret SECRET]]';

export interface EvalRequest {
  gameId: string;
  options: Record<string, string>;
  games: number;
  fromSeed: number;
  url: string | null;
  secret: string | null;
}

function wholeNumber(text: string | undefined, name: string, fallback: number, least: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < least) {
    throw new Error(`--${name} needs a whole number${least > 0 ? ` from ${least}` : ''}; got "${text}". Usage: ${USAGE}`);
  }
  return Number(text);
}

/** The camp's address without trailing slashes; anything but an http(s) URL is refused here rather than by fetch. */
function campUrl(text: string): string {
  let protocol = '';
  try {
    protocol = new URL(text).protocol;
  } catch { /* not a URL: refused below */ }
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`--url needs a camp's http(s) address, e.g. http://localhost:8080; got "${text}".`);
  return text.replace(/\/+$/, '');
}

/** "difficulty=expert,draw=3" as options; the engine's parseOptions judges them. */
export function parseVariant(text: string | undefined): Record<string, string> {
  const options: Record<string, string> = {};
  if (!text) return options;
  for (const pair of text.split(',')) {
    const [name, value, ...rest] = pair.split('=');
    if (!name || value === undefined || rest.length > 0) throw new Error(`--variant takes key=value pairs separated by commas; got "${pair}".`);
    if (Object.hasOwn(options, name.trim())) throw new Error(`--variant names "${name.trim()}" twice; give each option once.`);
    Object.defineProperty(options, name.trim(), { value: value.trim(), enumerable: true });
  }
  return options;
}

export interface SuiteRequest {
  suite: string;
  url: string | null;
  secret: string | null;
}

export const SUITE_USAGE = 'npm run eval -- --suite <suite> [--url URL [--secret SECRET]]';

export function parseSuiteArgs(argv: string[], env: NodeJS.ProcessEnv): SuiteRequest {
  const { values } = parseArgs({ args: argv, options: { suite: { type: 'string' }, url: { type: 'string' }, secret: { type: 'string' } } });
  if (!values.suite) throw new Error(`--suite needs a suite's name. Usage: ${SUITE_USAGE}`);
  const url = values.url === undefined ? null : campUrl(values.url);
  return { suite: values.suite, url, secret: url === null ? null : values.secret ?? env.CAMP_SECRET ?? null };
}

export function parseEvalArgs(argv: string[], env: NodeJS.ProcessEnv): EvalRequest {
  const { values } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      variant: { type: 'string' },
      games: { type: 'string' },
      'from-seed': { type: 'string' },
      url: { type: 'string' },
      secret: { type: 'string' },
    },
  });
  if (!values.game) throw new Error(`--game is required. Usage: ${USAGE}`);
  return {
    gameId: values.game,
    options: parseVariant(values.variant),
    // No games is no evaluation: a run of 0 would print a win rate of 0% as if measured.
    games: wholeNumber(values.games, 'games', 100, 1),
    fromSeed: wholeNumber(values['from-seed'], 'from-seed', 1, 0),
    url: values.url === undefined ? null : campUrl(values.url),
    secret: values.secret ?? env.CAMP_SECRET ?? null,
  };
}

/**
 * Refuses, before anything is played or signed up, what the camp's `new`
 * would refuse: a name the game has no option of (the engine alone would
 * ignore it, so the two modes would disagree) or a value it does not take.
 * `bot_speed` is the camp's pace for its built-in opponent, so only a race
 * played through a camp takes it.
 */
function checkOptions(game: GameDefinition<any, any>, options: Record<string, string>, overHttp: boolean): void {
  const names = Object.keys(optionProperties(game));
  const botSpeed = game.seats > 1 && overHttp;
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(options)) {
    if (botSpeed && name === 'bot_speed') continue;
    if (!names.includes(name)) {
      const extra = game.seats > 1 ? (overHttp ? ', bot_speed' : '; bot_speed only with --url') : '';
      throw new Error(`--variant: ${game.id} has no option "${name}". Its options: ${names.join(', ')}${extra}.`);
    }
    Object.defineProperty(own, name, { value, enumerable: true });
  }
  const parsed = game.parseOptions(own);
  if (!parsed.ok) throw new Error(`--variant: bad options for ${game.id}: ${parsed.error}`);
}

/** Plays seeds fromSeed, fromSeed + 1, ... (as strings), one game after another. */
export async function runEvaluation(request: EvalRequest, onGame: (result: GameResult) => void = () => {}): Promise<GameResult[]> {
  const game = findGame(request.gameId);
  const makePlayer = referencePlayerFor(request.gameId);
  if (!game || !makePlayer) {
    throw new Error(`No reference player for "${request.gameId}". Games with one: ${gamesWithReferencePlayers.join(', ')}.`);
  }
  checkOptions(game, request.options, request.url !== null);
  let agent: CampAgent | null = null;
  if (request.url !== null) {
    agent = new CampAgent(request.url, request.secret);
    await agent.signUp();
  }
  const results: GameResult[] = [];
  for (let index = 0; index < request.games; index++) {
    const seed = String(request.fromSeed + index);
    const result = agent
      ? await playOverHttp(agent, game, request.options, seed, makePlayer)
      : await playWithEngine(game, request.options, seed, makePlayer);
    results.push(result);
    onGame(result);
  }
  return results;
}
