/**
 * Records test/fixtures/stored-games.json: finished games exactly as a camp
 * stores them (row and command log), for test/platform/stored-games.test.ts,
 * which checks that every later version still replays them.
 *
 * A real camp (SQLite, checks off) plays each game's default options and
 * each other documented option value with the game's reference player over
 * HTTP (and each pair of such values), with a `hint` now and then where the game has one, and resigns after
 * a few dozen commands to keep the file small; and deals of the default
 * options resigned at once. Values a game refuses on their own (a custom
 * board's size) are skipped.
 *
 *   npx tsx test/support/record-stored-games.ts
 *
 * Record again only when the file should hold games of a new game or
 * option: an engine change that makes a recorded game fail to replay would
 * break the replays of the games players already finished.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameDefinition } from '../../src/games/game.ts';
import type { ReferencePlayerFactory } from '../../src/games/reference-player.ts';
import { referencePlayerFor } from '../../src/games/reference-players.ts';
import { games } from '../../src/games/registry.ts';
import { CampAgent, playOverHttp } from '../../scripts/eval/http-runner.ts';
import { startCamp, type TestCamp } from './camp.ts';

const STORED_GAMES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'stored-games.json');

/** Commands a recorded game gets before its player resigns. */
const COMMANDS_EACH = 40;
/**
 * Deals on the default options resigned at once, beside the games played:
 * a deal a solver picks (Mahjong's first shuffle it proves clearable within
 * a budget) changes with the solver on only a few seeds in a hundred.
 */
const DEALS_EACH = 30;
/** Every so many commands, a hint instead of the player's move (in games that have one). */
const HINT_EVERY = 7;

/** Default options, then each documented value other than the default, alone and with one of another option. */
function optionSets(game: GameDefinition<any, any>): Record<string, string>[] {
  const choices = game.options.map((option) => option.values.filter((value) => value !== option.default).map((value) => ({ [option.name]: value })));
  const sets: Record<string, string>[] = [{}];
  choices.forEach((values, i) => {
    for (const value of values) {
      sets.push(value);
      for (const other of choices.slice(i + 1).flat()) sets.push({ ...value, ...other });
    }
  });
  return sets;
}

/** The reference player, with hints mixed in and a resignation after COMMANDS_EACH commands. */
function shortPlayer(game: GameDefinition<any, any>, makePlayer: ReferencePlayerFactory, commands = COMMANDS_EACH): ReferencePlayerFactory {
  const hints = game.commands.some((command) => command.syntax.startsWith('hint'));
  return () => {
    const player = makePlayer();
    let sent = 0;
    return {
      next(board) {
        sent++;
        if (sent > commands) return 'resign';
        if (hints && sent % HINT_EVERY === 0) return 'hint';
        return player.next(board);
      },
    };
  };
}

/** The row and log of a game as the camp stored them, in the form the store gives them back. */
async function storedGame(camp: TestCamp, gameId: string) {
  const row = await camp.camp.store.game(gameId);
  if (!row) throw new Error(`game ${gameId} not stored`);
  const log = await camp.camp.store.commands(gameId);
  const { game, options, seed, state, version, status, outcome, score } = row;
  return { row: { id: gameId, game, options, seed, state, version, status, outcome, score }, log };
}

async function record(): Promise<void> {
  const camp = await startCamp({ CAMP_AGENT_CHECK: 'off' });
  const recorded: Awaited<ReturnType<typeof storedGame>>[] = [];
  try {
    const agent = new CampAgent(camp.url, null);
    await agent.signUp();
    for (const game of games) {
      const makePlayer = referencePlayerFor(game.id);
      if (!makePlayer) continue;
      const plays = [
        ...optionSets(game).map((options) => ({ options, seed: `stored-${game.id}-${JSON.stringify(options)}`, commands: COMMANDS_EACH })),
        ...Array.from({ length: DEALS_EACH }, (_, i) => ({ options: {}, seed: `stored-deal-${i}`, commands: 0 })),
      ];
      for (const { options, seed, commands } of plays) {
        let result;
        try {
          result = await playOverHttp(agent, game, options, seed, shortPlayer(game, makePlayer, commands));
        } catch (error) {
          if (/New game refused \(400\)/.test(String(error))) continue;
          throw error;
        }
        // The game just played: the account's newest of this game not recorded yet.
        const listed = await agent.get(`/api/v1/me/games?game=${game.id}&limit=100`);
        const gameId = (listed.body.games as { game_id: string }[]).map((entry) => entry.game_id)
          .find((id) => !recorded.some((stored) => stored.row.id === id));
        if (!gameId) throw new Error(`${game.id}: the game just played is not listed`);
        recorded.push(await storedGame(camp, gameId));
        console.log(`${game.id} ${JSON.stringify(options)} ${seed}: ${result.commands} commands, ${result.outcome}`);
      }
    }
  } finally {
    await camp.close();
  }
  fs.mkdirSync(path.dirname(STORED_GAMES_FILE), { recursive: true });
  fs.writeFileSync(STORED_GAMES_FILE, `${JSON.stringify(recorded)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await record();
