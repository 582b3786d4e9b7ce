/**
 * A board after a move, told as what changed since the board the player was
 * last sent: most moves change a few lines of a board many lines long. A
 * board of the same length is told line by line ("12: <line>"); one whose
 * length changed, as runs of lines replaced ("@@ 5,2" then the new lines);
 * a board whose changes are nearly as long as itself is sent whole.
 */
import { RecentMap } from '../recent-map.ts';

/** Headers of the changes; a model reading one knows to keep the rest of the board it has. */
export const changedLinesHeader = (version: number) => `Changed lines since version ${version} (the others as then):`;
export const changedRunsHeader = (version: number) =>
  `Changed since version ${version}: each "@@ line,count" replaces count lines of that board, from that line on, by the lines under it (0: inserts them there); the others as then:`;

/** Boards longer than this many lines (times the other's) are sent whole rather than compared line by line. */
const MAX_COMPARISON = 40_000;

/** Runs of old lines replaced by new ones, from a longest common subsequence of the two boards' lines. */
function replacedRuns(previous: string[], next: string[]): string[] {
  const n = previous.length;
  const m = next.length;
  // common[i][j]: the longest common subsequence of previous[i..] and next[j..].
  const common = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      common[i]![j] = previous[i] === next[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && previous[i] === next[j]) { i++; j++; continue; }
    const from = i;
    const added: string[] = [];
    while ((i < n || j < m) && !(i < n && j < m && previous[i] === next[j])) {
      if (j >= m || (i < n && common[i + 1]![j]! >= common[i]![j + 1]!)) i++;
      else added.push(next[j++]!);
    }
    lines.push(`@@ ${from + 1},${i - from}`, ...added);
  }
  return lines;
}

/** The lines to send: the changes under their header, the whole board, or one line when nothing changed. */
export function boardChange(before: { version: number; text: string } | undefined, after: string): string[] {
  const next = after.trimEnd().split('\n');
  if (before === undefined) return next;
  const previous = before.text.trimEnd().split('\n');
  let changes: string[];
  if (previous.length === next.length) {
    const changed = next.flatMap((line, index) => (line === previous[index] ? [] : [`${index + 1}: ${line}`]));
    if (!changed.length) return [`Board unchanged since version ${before.version}.`];
    changes = [changedLinesHeader(before.version), ...changed];
  } else if (previous.length * next.length <= MAX_COMPARISON) {
    changes = [changedRunsHeader(before.version), ...replacedRuns(previous, next)];
  } else {
    return next;
  }
  const changedChars = changes.reduce((sum, line) => sum + line.length + 1, 0);
  // Changes with their header cost a reader more than the board itself when they are nearly as long.
  return changedChars * 4 > after.length * 3 ? next : changes;
}

/**
 * The last board each seat of a game was sent over MCP, so a move's reply
 * can send what changed since (in a race, the opponent's moves too). Only a
 * game's own players are ever sent its boards, and a board not remembered (another process, an
 * old game) is sent whole.
 */
export class BoardsSent {
  private readonly boards: RecentMap<string, { version: number; text: string }>;

  constructor(capacity = 2_000) {
    this.boards = new RecentMap(capacity);
  }

  /** The board last sent to this seat of the game, if it is older than `version`. */
  before(gameId: string, seat: number, version: number): { version: number; text: string } | undefined {
    const sent = this.boards.get(`${gameId}/${seat}`);
    return sent && sent.version < version ? sent : undefined;
  }

  remember(gameId: unknown, seat: unknown, version: unknown, text: unknown): void {
    if (typeof gameId === 'string' && typeof seat === 'number' && typeof version === 'number' && typeof text === 'string') {
      this.boards.set(`${gameId}/${seat}`, { version, text });
    }
  }
}
