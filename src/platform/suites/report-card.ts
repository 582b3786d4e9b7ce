/**
 * A run's report card, worked out from its games once the run is complete:
 * per suite entry the agent's wins with a 95% Wilson interval, the ceiling,
 * the reference player's result on the same deals, and the Camp score with a
 * 95% interval from a seeded bootstrap over the run's games. Pure: the games
 * come in already judged (see card-builder.ts).
 */
import type { SuiteSlotEntry } from './catalogue.ts';

/** One game of a complete run, as the card counts it. */
export interface JudgedGame {
  entry: string;
  /** Won by the agent before the deadline (an expired game is a loss). */
  won: boolean;
  score: number;
  /** The agent's commands accepted in the game. */
  moves: number;
  /** From the game's start to its end; null for a game never started. */
  seconds: number | null;
  sent: number;
  refused: number;
  checksRight: number;
  checksWrong: number;
  /** Whether the deal could be won (entries whose ceiling is 'solver'); null when not known. */
  winnable: boolean | null;
  /** Whether the reference player won the same deal through the engine. */
  referenceWon: boolean;
}

export interface Interval {
  low: number;
  high: number;
}

export interface CardEntry {
  id: string;
  game: string;
  games: number;
  wins: number;
  win_rate: number;
  interval: Interval;
  mean_score: number;
  ceiling: { rate: number; wins_within: number } | null;
  reference: { wins: number; win_rate: number; label: string };
  random_win_rate: number;
  scored: boolean;
  /** This entry's share of the way from the random player to the ceiling, 0..1 (null when not scored). */
  entry_score: number | null;
  invalid_command_rate: number | null;
  /** Agent checks answered right on the entry's calls, of all answered (null: none were asked, checks off). */
  check_accuracy: number | null;
  moves_per_game: number;
  seconds_per_game: number | null;
  note: string;
}

export interface ReportCard {
  camp_score: { value: number; low: number; high: number } | null;
  entries: CardEntry[];
  /** How the interval of the Camp score was found. */
  bootstrap: { resamples: number; seed: number };
}

const Z95 = 1.959964;
/** An entry whose ceiling is this close to the random rate cannot tell players apart: shown, not scored. */
export const MIN_SCORED_SPREAD = 0.1;
const RESAMPLES = 1_000;
const BOOTSTRAP_SEED = 57;

export function wilson(wins: number, games: number): Interval {
  if (games === 0) return { low: 0, high: 1 };
  const rate = wins / games;
  const z2 = Z95 * Z95;
  const centre = (rate + z2 / (2 * games)) / (1 + z2 / games);
  const half = (Z95 * Math.sqrt((rate * (1 - rate)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** mulberry32: a small seeded generator, so the bootstrap gives the same interval on every read. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The ceiling's rate: every deal, the share proven winnable, or (unknown) 100%. */
function ceilingOf(entry: SuiteSlotEntry, games: readonly JudgedGame[]): { rate: number; wins_within: number } | null {
  const wins = games.filter((game) => game.won);
  if (entry.ceiling === 'every-deal') return { rate: 1, wins_within: wins.length };
  if (entry.ceiling === 'unknown' || games.length === 0) return null;
  return { rate: games.filter((game) => game.winnable === true).length / games.length, wins_within: wins.filter((game) => game.winnable === true).length };
}

/** The entry's share of the way from the random rate to the ceiling, clipped to 0..1; null when it cannot be scored. */
function entryScore(entry: SuiteSlotEntry, games: readonly JudgedGame[]): number | null {
  if (!entry.scored || games.length === 0) return null;
  const ceiling = ceilingOf(entry, games)?.rate ?? 1;
  if (ceiling - entry.randomWinRate < MIN_SCORED_SPREAD) return null;
  const rate = games.filter((game) => game.won).length / games.length;
  return Math.min(1, Math.max(0, (rate - entry.randomWinRate) / (ceiling - entry.randomWinRate)));
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

function campScore(entries: readonly SuiteSlotEntry[], byEntry: ReadonlyMap<string, JudgedGame[]>): number | null {
  const scores = entries.map((entry) => entryScore(entry, byEntry.get(entry.id) ?? [])).filter((score): score is number => score !== null);
  return scores.length === 0 ? null : mean(scores);
}

export function reportCard(entries: readonly SuiteSlotEntry[], games: readonly JudgedGame[], race: (gameId: string) => boolean): ReportCard {
  const byEntry = new Map<string, JudgedGame[]>(entries.map((entry) => [entry.id, []]));
  for (const game of games) byEntry.get(game.entry)?.push(game);
  const value = campScore(entries, byEntry);
  let camp_score: ReportCard['camp_score'] = null;
  if (value !== null) {
    // Resamples each entry's games with replacement (the entries keep their sizes), RESAMPLES times.
    const random = seeded(BOOTSTRAP_SEED);
    const scores: number[] = [];
    for (let round = 0; round < RESAMPLES; round++) {
      const resampled = new Map([...byEntry].map(([id, list]) => [id, list.map(() => list[Math.floor(random() * list.length)]!)]));
      scores.push(campScore(entries, resampled)!);
    }
    scores.sort((a, b) => a - b);
    camp_score = { value, low: scores[Math.floor(0.025 * RESAMPLES)]!, high: scores[Math.ceil(0.975 * RESAMPLES) - 1]! };
  }
  return {
    camp_score,
    bootstrap: { resamples: RESAMPLES, seed: BOOTSTRAP_SEED },
    entries: entries.map((entry) => {
      const list = byEntry.get(entry.id)!;
      const wins = list.filter((game) => game.won).length;
      const referenceWins = list.filter((game) => game.referenceWon).length;
      const sent = list.reduce((sum, game) => sum + game.sent, 0);
      const timed = list.flatMap((game) => (game.seconds === null ? [] : [game.seconds]));
      const score = entryScore(entry, list);
      const right = list.reduce((sum, game) => sum + game.checksRight, 0);
      const answered = right + list.reduce((sum, game) => sum + game.checksWrong, 0);
      return {
        id: entry.id,
        game: entry.game,
        games: list.length,
        wins,
        win_rate: list.length === 0 ? 0 : wins / list.length,
        interval: wilson(wins, list.length),
        mean_score: mean(list.map((game) => game.score)),
        ceiling: ceilingOf(entry, list),
        reference: {
          wins: referenceWins,
          win_rate: list.length === 0 ? 0 : referenceWins / list.length,
          label: race(entry.game)
            ? 'the reference player against the same built-in opponent on the same deals, turn by turn through the engine'
            : 'the reference player on the same deals, through the engine',
        },
        random_win_rate: entry.randomWinRate,
        scored: score !== null,
        entry_score: score,
        invalid_command_rate: sent === 0 ? null : list.reduce((sum, game) => sum + game.refused, 0) / sent,
        check_accuracy: answered === 0 ? null : right / answered,
        moves_per_game: mean(list.map((game) => game.moves)),
        seconds_per_game: timed.length === 0 ? null : mean(timed),
        note: entry.note,
      };
    }),
  };
}

/** The card as CSV: one line per entry, the Camp score on the last. */
export function reportCardCsv(card: ReportCard): string {
  const header = 'entry,game,games,wins,win_rate,low,high,mean_score,ceiling,ceiling_wins,reference_wins,reference_win_rate,random_win_rate,scored,entry_score,invalid_command_rate,check_accuracy,moves_per_game,seconds_per_game';
  const cell = (value: number | string | boolean | null) => (value === null ? '' : typeof value === 'number' ? String(Number(value.toFixed(6))) : String(value));
  const lines = card.entries.map((entry) => [
    entry.id, entry.game, entry.games, entry.wins, entry.win_rate, entry.interval.low, entry.interval.high, entry.mean_score,
    entry.ceiling?.rate ?? null, entry.ceiling?.wins_within ?? null, entry.reference.wins, entry.reference.win_rate, entry.random_win_rate,
    entry.scored, entry.entry_score, entry.invalid_command_rate, entry.check_accuracy, entry.moves_per_game, entry.seconds_per_game,
  ].map(cell).join(','));
  const score = card.camp_score;
  lines.push(['camp_score', '', '', '', score?.value ?? null, score?.low ?? null, score?.high ?? null].map(cell).join(','));
  return [header, ...lines].join('\n') + '\n';
}
