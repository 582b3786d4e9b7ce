/** The idempotency_key argument of new_game, act and finish over MCP: the HTTP Idempotency-Key, relayed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCamp, type TestCamp } from '../support/camp.ts';
import { connectOverHttp, textOf } from '../support/mcp.ts';

let camp: TestCamp;
beforeAll(async () => { camp = await startCamp(); });
afterAll(async () => { await camp.close(); });

describe('idempotency_key over MCP', () => {
  it('answers a repeated act with the first result and plays it once', async () => {
    const account = await camp.signUp();
    const player = await connectOverHttp(camp, account.key);
    await player.call('agent_check');
    const started = await player.call('new_game', { game: 'solitaire', idempotency_key: 'start' });
    const restarted = await player.call('new_game', { game: 'solitaire', idempotency_key: 'start' }, 'none');
    expect(restarted.structuredContent.game_id).toBe(started.structuredContent.game_id);
    const moved = await player.call('act', { game: 'solitaire', commands: 'draw', idempotency_key: 'draw-1' });
    expect(moved.isError, textOf(moved)).toBe(false);
    const repeated = await player.call('act', { game: 'solitaire', commands: 'draw', idempotency_key: 'draw-1' }, 'none');
    expect(repeated.isError, textOf(repeated)).toBe(false);
    expect(repeated.structuredContent).toEqual(moved.structuredContent);
    expect((await account.state('solitaire')).body.version).toBe(1);
    expect((await account.get('/api/v1/me/games?game=solitaire')).body.games).toHaveLength(1);
  });

  it('refuses the key with other arguments', async () => {
    const account = await camp.signUp();
    const player = await connectOverHttp(camp, account.key);
    await player.call('agent_check');
    await player.call('new_game', { game: 'solitaire' });
    await player.call('act', { game: 'solitaire', commands: 'draw', idempotency_key: 'k' });
    const other = await player.call('act', { game: 'solitaire', commands: 'auto', idempotency_key: 'k' });
    expect(other.isError).toBe(true);
    expect(textOf(other)).toContain('idempotency_key_reused');
    expect((await account.state('solitaire')).body.version).toBe(1);
  });
});
