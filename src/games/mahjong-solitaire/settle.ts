/** How a move ends: the game is won when the board is cleared, lost when it is stuck with no shuffle left. */
import type { Applied, Result } from '../game.ts';
import { matchablePairs, tilesLeft } from './queries.ts';
import { CLEAR_BONUS, score, shufflesLeft } from './scoring.ts';
import type { MahjongState } from './state.ts';

export type Step = Result<Applied<MahjongState>>;

/** Ends the game when the board is cleared, or when it is stuck with no shuffle left. */
export function settle(state: MahjongState, said: string): Applied<MahjongState> {
  if (tilesLeft(state.faces) === 0) {
    const won: MahjongState = { ...state, points: state.points + CLEAR_BONUS, status: 'over', outcome: 'won' };
    return { state: won, message: `${said} Board cleared: +${CLEAR_BONUS}! You won with ${score(won)} points.` };
  }
  if (matchablePairs(state.faces).length > 0) return { state, message: said };
  if (shufflesLeft(state) > 0) {
    return { state, message: `${said} No pair can be matched now: 'shuffle' (${shufflesLeft(state)} left, -50) or 'resign'.` };
  }
  const lost: MahjongState = { ...state, status: 'over', outcome: 'lost' };
  return {
    state: lost,
    message: `${said} No pair can be matched and no shuffle is left: the game is over with ${tilesLeft(state.faces)} tiles left and ${score(lost)} points.`,
  };
}
