/** The draws and recycles that take the waste from one count to another (see reachableWasteCounts). */
import type { DrawMode } from './state.ts';

/**
 * Commands that turn a waste of `from` cards (of a talon of `total`) into one
 * of `to` cards, drawing forward when the draws land on `to`, otherwise
 * drawing out the stock, recycling and drawing again.
 */
export function stockCommands(from: number, to: number, total: number, draw: DrawMode): string[] {
  const draws = (count: number): string[] => Array.from({ length: count }, () => 'draw');
  const forward = to >= from && (draw === 1 || (to - from) % draw === 0 || to === total);
  if (forward) return draws(Math.ceil((to - from) / draw));
  return [...draws(Math.ceil((total - from) / draw)), 'recycle', ...draws(Math.ceil(to / draw))];
}
