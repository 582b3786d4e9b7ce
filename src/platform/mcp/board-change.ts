/**
 * A one-player board after a move, told as the lines that changed since the
 * board the player last read (the one before the move): most moves change a
 * few lines of a board many lines long. A board of another length, or one
 * where most lines changed, is sent whole.
 */
import { RecentMap } from '../recent-map.ts';

/** Header of the changed lines; a model reading it knows to keep the rest of the board it has. */
export const changedLinesHeader = (version: number) => `Changed lines since version ${version} (the others as then):`;

/** The lines to send: the changed ones under their header, the whole board, or one line when nothing changed. */
export function boardChange(before: { version: number; text: string } | undefined, after: string): string[] {
  const next = after.trimEnd().split('\n');
  if (before === undefined) return next;
  const previous = before.text.trimEnd().split('\n');
  if (previous.length !== next.length) return next;
  const changed = next.flatMap((line, index) => (line === previous[index] ? [] : [`${index + 1}: ${line}`]));
  if (!changed.length) return [`Board unchanged since version ${before.version}.`];
  const changedChars = changed.reduce((sum, line) => sum + line.length, 0);
  return changedChars * 2 > after.length ? next : [changedLinesHeader(before.version), ...changed];
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
