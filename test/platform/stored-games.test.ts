/**
 * Games players finished stay replayable: the replay runs a stored game's
 * log through today's engine from its options and seed, and must reach the
 * state stored when it was played. test/fixtures/stored-games.json holds
 * finished games of every game and option as a camp stored them (recorded by
 * test/support/record-stored-games.ts). When this fails, a change to an
 * engine, a solver that picks deals or a stored option's form would break
 * the replays of games already played: keep the old behaviour for them (as
 * Klondike's winnable deals pin the shuffle in the seed) rather than record
 * the file again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findGame, games } from '../../src/games/registry.ts';
import { gamesWithReferencePlayers } from '../../src/games/reference-players.ts';
import { replayBoards } from '../../src/platform/records/records.ts';
import type { CommandRow, GameRow } from '../../src/platform/store.ts';

interface StoredGame {
  row: Omit<GameRow, 'createdAt' | 'updatedAt'>;
  log: CommandRow[];
}

const STORED_GAMES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'stored-games.json');
const stored = JSON.parse(fs.readFileSync(STORED_GAMES_FILE, 'utf8')) as StoredGame[];

describe('games stored by earlier versions', () => {
  it('include finished games of every game with a reference player', () => {
    const recorded = new Set(stored.map(({ row }) => row.game));
    expect(gamesWithReferencePlayers.filter((id) => !recorded.has(id))).toEqual([]);
    expect(stored.filter(({ row, log }) => row.status !== 'over' || row.version !== log.length)).toEqual([]);
  });

  it.each(stored.map((entry) => [`${entry.row.game} ${JSON.stringify(entry.row.options)} (${entry.row.seed})`, entry] as const))(
    '%s replays to its stored state',
    (_name, { row, log }) => {
      const game = findGame(row.game);
      expect(game, `${row.game} is no longer served`).toBeDefined();
      const full: GameRow = { ...row, createdAt: 0, updatedAt: 0 };
      // Throws ReplayMismatch when a logged command is refused or the end state differs.
      const { moves } = replayBoards(game!, full, log, { viewer: 0, side: null }, { from: 1, count: log.length });
      expect(moves.map((move) => move.command)).toEqual(log.map((entry) => entry.command));
      expect(moves.at(-1)?.status).toBe('over');
      expect(moves.at(-1)?.score).toBe(row.score);
    },
  );

  it('name only games the camp serves', () => {
    const served = new Set(games.map((game) => game.id));
    expect(stored.filter(({ row }) => !served.has(row.game))).toEqual([]);
  });
});
