import { describe, expect, it } from 'vitest';
import { minesweeper } from '../../src/games/minesweeper/index.ts';
import { replay } from '../../src/platform/play/sessions.ts';
import { startCamp } from '../support/camp.ts';

describe('durability', () => {
  it('keeps every accepted command across a restart, and the log replays to the stored state', async () => {
    const first = await startCamp({ CAMP_AGENT_CHECK: 'off' }, { games: [minesweeper] });
    const player = await first.signUp();
    await player.newGame('minesweeper', { difficulty: 'intermediate', seed: 'durable' });
    const commands = ['reveal 8 8', 'flag 1 1', 'unflag 1 1', 'flag 16 16', 'reveal 1 16', 'reveal 16 1'];
    for (const command of commands) await player.post('/games/minesweeper/api/act', { command });
    const before = await player.state('minesweeper');
    await first.camp.close();

    const second = await startCamp({ CAMP_AGENT_CHECK: 'off' }, { games: [minesweeper], dbFile: first.dbFile });
    try {
      const after = await second.client(player.key).state('minesweeper');
      expect(after.body.version).toBe(before.body.version);
      expect(after.body.board_text).toBe(before.body.board_text);
      const row = await second.camp.store.game(after.body.game_id);
      const log = await second.camp.store.commands(after.body.game_id);
      expect(log.map((entry) => entry.seq)).toEqual(log.map((_, i) => i + 1));
      expect(replay(minesweeper, row!, log)).toEqual(row!.state);
    } finally {
      await second.close();
    }
  });
});
