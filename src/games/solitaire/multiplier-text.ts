/**
 * How the board and `next` describe multiplier scoring's falling multiplier.
 * An engine never reads the wall clock, so these speak of the multiplier at
 * the last action and give the exact time of the next drop.
 */
import { MULTIPLIER_START, currentMultiplier, nextDropAt } from './scoring.ts';
import type { SolitaireState } from './state.ts';

/** "2026-11-30T17:20:11Z": whole seconds are enough, and the date keeps long games unambiguous. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** For the board's header: "×88 (×87 from 2026-11-30T17:20:11Z)", or null in standard scoring. */
export function multiplierBadge(state: SolitaireState): string | null {
  const multiplier = currentMultiplier(state);
  if (multiplier === null) return null;
  const dropAt = nextDropAt(state);
  if ((state.clock ?? null) === null) return `×${multiplier} (the clock starts with your first action)`;
  if (dropAt === null) return `×${multiplier} (the lowest)`;
  return `×${multiplier} (×${multiplier - 1} from ${isoTime(dropAt)})`;
}

/** The sentence `next` adds in multiplier scoring, or '' in standard scoring. */
export function multiplierSentence(state: SolitaireState): string {
  const multiplier = currentMultiplier(state);
  const clock = state.clock ?? null;
  if (multiplier === null) return '';
  const rule = "it multiplies every move's points, penalties too, and falls by 1 per full minute of game time";
  if (clock === null) return ` Multiplier ×${multiplier}: ${rule}, which starts with your first action (×1 after ${MULTIPLIER_START - 1} minutes).`;
  const dropAt = nextDropAt(state);
  const next = dropAt === null ? 'it stays ×1 from here on' : `×${multiplier - 1} from ${isoTime(dropAt)}`;
  return ` Multiplier ×${multiplier} at your last action (${isoTime(clock.lastActionAt)}); ${rule} since the clock started at ${isoTime(clock.startedAt)} (×1 after ${MULTIPLIER_START - 1} minutes): ${next}.`;
}
