/**
 * The Idempotency-Key on PostgreSQL with two camp processes: repeats sent at
 * once through both run the move once, and every one gets the first reply;
 * the same key with another body is refused through the other process too.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { twoCampsForThisFile } from '../support/camps-on-postgres.ts';
import { keyedAct, versionOf } from '../support/idempotency.ts';

const camps = twoCampsForThisFile({ east: [...games] });

describe('Idempotency-Key on PostgreSQL', () => {
  it('runs a move once when its repeats reach two processes at the same time', async () => {
    const east = await camps.east.signUp();
    const west = camps.west.client(east.key);
    await east.newGame('solitaire');
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => keyedAct(i % 2 === 0 ? east : west, 'both-ways', 'draw')));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await versionOf(east)).toBe(1);
    expect(await versionOf(west)).toBe(1);
  });

  it('starts one game for repeated news through both processes', async () => {
    const east = await camps.east.signUp();
    const west = camps.west.client(east.key);
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) =>
      (i % 2 === 0 ? east : west).post('/games/solitaire/api/new', {}, { 'idempotency-key': 'one-game' })));
    expect(new Set(replies.map((reply) => reply.body.game_id)).size).toBe(1);
    expect((await east.get('/api/v1/me/games?game=solitaire')).body.games).toHaveLength(1);
  });

  it('refuses the key with another body through the other process', async () => {
    const east = await camps.east.signUp();
    const west = camps.west.client(east.key);
    await east.newGame('solitaire');
    expect((await keyedAct(east, 'k', 'draw')).status).toBe(200);
    const other = await keyedAct(west, 'k', 'auto');
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('idempotency_key_reused');
    expect(await versionOf(west)).toBe(1);
  });
});
