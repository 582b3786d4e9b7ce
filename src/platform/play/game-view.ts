/** A stored game as one viewer sees it: its row, its seats, and who is looking. */
import type { Viewer } from '../../games/game.ts';
import type { GameRow, SeatRow } from '../store.ts';

export interface GameView {
  row: GameRow;
  seats: SeatRow[];
  viewer: Viewer;
}
