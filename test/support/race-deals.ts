/**
 * Checks of who decides the deal of a race, shared by the SQLite and
 * PostgreSQL camps: the camp, unless both players asked for the same seed.
 */
import { expect, it } from 'vitest';
import { californiaDouble, seatScore, type CaliforniaState } from '../../src/games/california-solitaire/index.ts';
import { legalMoves } from '../../src/games/california-solitaire/listing.ts';
import type { CampClient, TestCamp } from './camp.ts';

const GAME = 'california-double';

/** The deal a seed gives alone, as the engine makes it. */
export function dealOf(seed: string, raw: Record<string, unknown> = {}): unknown {
  const options = californiaDouble.parseOptions(raw);
  if (!options.ok) throw new Error(options.error);
  return californiaDouble.setup(options.value, seed);
}

/**
 * Starts a race between two new players who send these bodies (the second
 * through `joinCamp`, which may be another camp on the same database), and
 * returns the stored game once it started.
 */
export async function raceBetween(camp: TestCamp, first: Record<string, unknown>, second: Record<string, unknown>, joinCamp = camp) {
  const a = await camp.signUp();
  const b = await joinCamp.signUp();
  const waiting = await a.newGame(GAME, first);
  expect(waiting.status, JSON.stringify(waiting.body)).toBe(201);
  expect(waiting.body.status).toBe('waiting');
  const joined = await b.newGame(GAME, second);
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  expect(joined.body.game_id).toBe(waiting.body.game_id);
  expect(joined.body.status).toBe('playing');
  const row = (await camp.camp.store.game(waiting.body.game_id))!;
  // Both players are shown the game that was stored, and it is what the stored seed deals.
  const shownToA = (await a.state(GAME)).body;
  expect(shownToA.board).toEqual(californiaDouble.view(row.state as any, 0));
  expect(joined.body.board).toEqual(californiaDouble.view(row.state as any, 1));
  expect(row.state).toEqual(dealOf(row.seed, first));
  return { waiting: waiting.body, row };
}

/** `player`, in `seat` of race `gameId`, puts cards on the towers (drawing when none goes there) until its score is at least `atLeast`. */
export async function scoreInRace(camp: TestCamp, player: CampClient, gameId: string, seat: number, atLeast: number): Promise<void> {
  for (let step = 0; step < 60; step++) {
    const row = (await camp.camp.store.game(gameId))!;
    if (seatScore(row.state as CaliforniaState, seat) >= atLeast) return;
    const moves = legalMoves(row.state as CaliforniaState, seat).map((move) => move.command);
    await player.act(GAME, moves.find((move) => / f\d$/.test(move)) ?? 'draw', { game_id: gameId });
  }
  throw new Error(`seat ${seat} did not reach ${atLeast} points in 60 moves`);
}

/** The checks shared by the SQLite and PostgreSQL camps. */
export function raceDealCases(getCamp: () => TestCamp, getJoinCamp = getCamp): void {
  it('deals from a camp-chosen seed when the players asked for different seeds', async () => {
    const { row } = await raceBetween(getCamp(), { seed: 'mine' }, { seed: 'yours' }, getJoinCamp());
    expect(row.seed).not.toBe('mine');
    expect(row.seed).not.toBe('yours');
    expect(row.state).not.toEqual(dealOf('mine'));
    expect(row.state).not.toEqual(dealOf('yours'));
  });

  it('deals from a camp-chosen seed when only the first player asked for one', async () => {
    const { row, waiting } = await raceBetween(getCamp(), { seed: 'first-only' }, {}, getJoinCamp());
    expect(row.seed).not.toBe('first-only');
    expect(row.state).not.toEqual(dealOf('first-only'));
    // What the waiting player was shown is not the deal of the race.
    expect(waiting.board).not.toEqual(californiaDouble.view(row.state as any, 0));
  });

  it('deals from a camp-chosen seed when only the second player asked for one', async () => {
    const { row } = await raceBetween(getCamp(), {}, { seed: 'second-only' }, getJoinCamp());
    expect(row.seed).not.toBe('second-only');
    expect(row.state).not.toEqual(dealOf('second-only'));
  });

  it('deals a fresh camp-chosen seed when neither asked, not the one the waiting board showed', async () => {
    const { row, waiting } = await raceBetween(getCamp(), {}, {}, getJoinCamp());
    expect(row.seed).toMatch(/^[0-9a-f]{16}$/);
    expect(waiting.board).not.toEqual(californiaDouble.view(row.state as any, 0));
  });

  it('deals the seed both players asked for', async () => {
    const { row } = await raceBetween(getCamp(), { seed: 'agreed', redeals: '1' }, { seed: 'agreed', redeals: '1' }, getJoinCamp());
    expect(row.seed).toBe('agreed');
    expect(row.state).toEqual(dealOf('agreed', { redeals: '1' }));
  });
}

