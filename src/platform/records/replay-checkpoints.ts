/**
 * Replays of finished games, checked once and picked up from kept states: the
 * first replay of a game runs its whole log (replayBoards checks it against the
 * stored state) and keeps the state every `spacing` moves; later pages run
 * only from the nearest kept state before them. A finished game never changes,
 * and an entry serves only the row it was checked against (same version and
 * stored state), so it is never stale. Each camp process keeps its own.
 */
import type { GameDefinition } from '../../games/game.ts';
import { replayBoards, replayBoardsFrom, ReplayMismatch, type ReplayPage, type ReplayView, type ReplayWindow } from './records.ts';
import type { GameRow, Store } from '../store.ts';

/**
 * States kept over all games. A kept state is its stored JSON: 616 bytes for
 * Klondike (the same after 20,000 moves, its state does not grow with the
 * log), at most ~2.3 KB for the other games; so at most ~10 MB, and about 20
 * Klondike games of 20,000 moves at once.
 */
export const MAX_KEPT_STATES = 4_000;

interface KeptReplay {
  version: number;
  /** The stored state the whole log was checked against, as JSON. */
  finalState: string;
  spacing: number;
  /** states[i]: the state after i * spacing commands, as JSON (the deal first). */
  states: readonly string[];
}

export class ReplayCheckpoints {
  /** By game id, least recently read first. */
  private readonly kept = new Map<string, KeptReplay>();
  private statesKept = 0;
  /** Whole-log replays under way, by game id and version: a request for the same game waits for it rather than running the log again. */
  private readonly checking = new Map<string, Promise<KeptReplay>>();

  /** `spacing`: moves between kept states (a replay page's default length suits: a page then runs at most twice its moves). */
  constructor(private readonly spacing: number, private readonly maxStates = MAX_KEPT_STATES) {}

  /** The boards of a finished game's page (see replayBoards); ReplayMismatch if its log does not lead to its stored state. */
  async page(store: Store, game: GameDefinition<any, any>, row: GameRow, view: ReplayView, window: ReplayWindow): Promise<ReplayPage> {
    const checkingKey = `${row.id}@${row.version}`;
    const kept = this.find(row) ?? await this.checking.get(checkingKey);
    if (kept && matches(kept, row)) return this.pageFrom(kept, store, game, row, view, window);
    const replay = this.replayWhole(store, game, row, view, window);
    const checked = replay.then((replayed) => replayed.kept);
    checked.catch(() => {}); // Only the requests waiting on it care; this one gets the error from `replay`.
    this.checking.set(checkingKey, checked);
    try {
      return (await replay).page;
    } finally {
      if (this.checking.get(checkingKey) === checked) this.checking.delete(checkingKey);
    }
  }

  /** The page by replayBoards, which checks the whole log; its states are kept from then on. */
  private async replayWhole(store: Store, game: GameDefinition<any, any>, row: GameRow, view: ReplayView, window: ReplayWindow) {
    const log = await store.commands(row.id);
    // A game whose deals take solving (its cache may not hold this one after a restart) solves it off the event loop first.
    await game.prepareDeal?.(row.options as never, row.seed);
    const spacing = this.spacingFor(row.version);
    const { initialBoardText, initialBoard, moves, states } = replayBoards(game, row, log, view, window, spacing);
    const kept: KeptReplay = { version: row.version, finalState: JSON.stringify(row.state), spacing, states };
    this.keep(row.id, kept);
    return { page: { initialBoardText, initialBoard, moves }, kept };
  }

  private async pageFrom(kept: KeptReplay, store: Store, game: GameDefinition<any, any>, row: GameRow, view: ReplayView, window: ReplayWindow) {
    const index = Math.floor((window.from - 1) / kept.spacing);
    const seq = index * kept.spacing;
    const last = Math.min(window.from + window.count - 1, row.version);
    const stretch = await store.commands(row.id, seq, last);
    if (stretch.length !== last - seq) throw new ReplayMismatch(`game ${row.id}: commands ${seq + 1} to ${last} are not all in its log`);
    // Parsed afresh for each request, so no engine or caller can change a kept state.
    const start = { deal: JSON.parse(kept.states[0]!), seq, state: JSON.parse(kept.states[index]!) };
    return replayBoardsFrom(game, row.id, start, stretch, view, window);
  }

  /** Wider than `spacing` for a game so long that its states would fill more than a quarter of the bound. */
  private spacingFor(moves: number): number {
    return Math.max(this.spacing, Math.ceil(moves / Math.max(1, Math.floor(this.maxStates / 4))));
  }

  private find(row: GameRow): KeptReplay | undefined {
    const kept = this.kept.get(row.id);
    if (!kept || !matches(kept, row)) return undefined;
    this.kept.delete(row.id);
    this.kept.set(row.id, kept);
    return kept;
  }

  private keep(gameId: string, kept: KeptReplay): void {
    this.forget(gameId);
    if (kept.states.length > this.maxStates) return;
    this.kept.set(gameId, kept);
    this.statesKept += kept.states.length;
    for (const oldest of this.kept.keys()) {
      if (this.statesKept <= this.maxStates) break;
      this.forget(oldest);
    }
  }

  private forget(gameId: string): void {
    const kept = this.kept.get(gameId);
    if (!kept) return;
    this.statesKept -= kept.states.length;
    this.kept.delete(gameId);
  }
}

/** Kept for this very row: a row whose version or stored state is not the one checked is replayed and checked again. */
function matches(kept: KeptReplay, row: GameRow): boolean {
  return kept.version === row.version && kept.finalState === JSON.stringify(row.state);
}
