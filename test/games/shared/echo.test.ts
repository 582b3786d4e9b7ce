/** The quoting of a player's own text in refusals (src/games/shared/echo.ts). */
import { describe, expect, it } from 'vitest';
import { ECHO_LIMIT, echoed } from '../../../src/games/shared/echo.ts';

describe('echoed', () => {
  it('keeps text of up to ECHO_LIMIT characters whole, and cuts longer text there with an ellipsis', () => {
    const limit = 'x'.repeat(ECHO_LIMIT);
    expect(echoed('')).toBe('');
    expect(echoed(limit)).toBe(limit);
    expect(echoed(`${limit}y`)).toBe(`${limit}…`);
  });

  it('counts and cuts by code points, never between the halves of a surrogate pair', () => {
    const cards = '🂡'.repeat(ECHO_LIMIT);
    expect(echoed(cards)).toBe(cards);
    const cut = echoed(`${'x'.repeat(ECHO_LIMIT - 1)}🂡🂡`);
    expect(cut).toBe(`${'x'.repeat(ECHO_LIMIT - 1)}🂡…`);
    // A lone half of a pair would not survive a round trip through UTF-8.
    expect(Buffer.from(cut, 'utf8').toString('utf8')).toBe(cut);
  });
});
