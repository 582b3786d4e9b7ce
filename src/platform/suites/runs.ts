/**
 * Suite runs: a run deals its games when it starts (seeds no one can know in
 * advance, or in public mode the suite's published seeds), the account plays
 * them through the usual `new` (naming the run) and `act`, and every game
 * counts: a game not over by the run's deadline is lost. A run in progress
 * is its owner's alone; a complete run's report card is public.
 */
import { randomUUID } from 'node:crypto';
import type { GameDefinition } from '../../games/game.ts';
import { CampError } from '../errors.ts';
import { campSeed } from '../play/matchmaking.ts';
import type { StartRequest } from '../play/sessions.ts';
import type { AccountRow, RunRow, RunSlotRow, Store } from '../store.ts';
import { presentSuite, type Suite } from './catalogue.ts';
import { RecentMap } from '../recent-map.ts';

type AnyGame = GameDefinition<any, any>;

export type SlotStatus = 'unplayed' | 'playing' | 'won' | 'lost' | 'resigned' | 'expired';

/** A run as it stands: its games in slot order, each one's standing, and whether every one is final. */
export interface RunSight {
  run: RunRow;
  slots: RunSlotRow[];
  statuses: SlotStatus[];
  complete: boolean;
}

export function unknownRun(id: string): CampError {
  return new CampError(404, 'unknown_run', `There is no run '${id}' you can see (a run in progress is shown to its owner only).`);
}

/** How a run's game stands: its result if it ended by the deadline, else expired once the deadline passed. */
export function slotStatus(game: AnyGame | undefined, slot: RunSlotRow, deadline: number, now: number): SlotStatus {
  if (slot.status === 'over' && slot.updatedAt !== null && slot.updatedAt <= deadline) {
    if (slot.outcome === 'resigned') return 'resigned';
    const won = slot.outcome !== null && (game?.wonBy ? game.wonBy(slot.outcome, 0) : slot.outcome === 'won');
    return won ? 'won' : 'lost';
  }
  if (now > deadline) return 'expired';
  return slot.gameId === null ? 'unplayed' : 'playing';
}

export const isFinal = (status: SlotStatus) => status !== 'unplayed' && status !== 'playing';

/** The seed of a public run's game: published with the suite, the same for everyone. */
export const publicSeed = (suite: Suite, entry: string, deal: number) => `${suite.id}/${entry}/${deal}`;

/** How many games' run deadlines (or that they belong to no run) a process keeps in mind. */
const KNOWN_GAMES = 10_000;

export class Runs {
  /** A game's run is fixed before the game exists (its slot is claimed first), so what a look-up found stays true. */
  private readonly deadlines = new RecentMap<string, number | null>(KNOWN_GAMES);

  constructor(
    private readonly store: Store,
    private readonly games: ReadonlyMap<string, AnyGame>,
    readonly suites: ReadonlyMap<string, Suite>,
    private readonly deadlineMs: number,
    /** How long the built-in opponent thinks per move in a run's race: an agent's pace (CAMP_RUN_RACE_BOT_SECONDS). */
    private readonly raceBotMs: number,
    private readonly now: () => number,
    /** Told of each run started, by suite (the operators' metrics). */
    private readonly onStarted: (suite: string) => void = () => {},
  ) {}

  /** The deadline of the run a game belongs to; undefined for a game of no run. One look-up per game per process. */
  async deadlineOfGame(gameId: string): Promise<number | undefined> {
    let deadline = this.deadlines.get(gameId);
    if (deadline === undefined) {
      deadline = (await this.store.runDeadlineOfGame(gameId)) ?? null;
      this.deadlines.set(gameId, deadline);
    }
    return deadline ?? undefined;
  }

  suite(id: string): Suite {
    const suite = this.suites.get(id);
    if (!suite) throw new CampError(404, 'unknown_suite', `There is no suite '${id}'. Suites: ${[...this.suites.keys()].join(', ')} (GET /api/v1/suites).`);
    return suite;
  }

  listed() {
    return [...this.suites.values()].map(presentSuite);
  }

  async start(account: AccountRow, suiteId: string, mode: { public: boolean; operator: boolean }): Promise<RunRow> {
    const suite = this.suite(suiteId);
    const now = this.now();
    const run: RunRow = {
      id: randomUUID(), suite: suite.id, accountId: account.id, ownerName: account.name, public: mode.public, operator: mode.operator,
      ranked: !mode.public && !mode.operator, createdAt: now, deadline: now + this.deadlineMs, completedAt: null, reportCard: null,
    };
    let slot = 0;
    const slots = suite.entries.flatMap((entry) => Array.from({ length: entry.deals }, (_, deal) => ({
      slot: slot++, entry: entry.id, game: entry.game, options: entry.options,
      seed: mode.public ? publicSeed(suite, entry.id, deal + 1) : campSeed(),
    })));
    await this.store.createRun(run, slots);
    this.onStarted(suite.id);
    return run;
  }

  /** The run and each of its games' standing now, whoever asks; undefined when there is no such run. */
  async sight(runId: string): Promise<RunSight | undefined> {
    const run = await this.store.run(runId);
    if (!run) return undefined;
    const slots = await this.store.runSlots(run.id);
    const now = this.now();
    const statuses = slots.map((slot) => slotStatus(this.games.get(slot.game), slot, run.deadline, now));
    return { run, slots, statuses, complete: statuses.every(isFinal) };
  }

  /** The run as `viewer` may see it: anyone once complete, only its owner before. */
  async visible(runId: string, viewer: AccountRow | undefined): Promise<RunSight> {
    const sight = await this.sight(runId);
    if (!sight || (!sight.complete && viewer?.id !== sight.run.accountId)) throw unknownRun(runId);
    return sight;
  }

  /**
   * Checks, before any puzzle is spent, that the account may start the run's
   * next game of this type now. Returns the slot it would take.
   */
  async nextSlot(account: AccountRow, game: AnyGame, runId: string): Promise<RunSlotRow> {
    const { run, slots, statuses } = await this.visible(runId, account);
    if (run.accountId !== account.id) throw unknownRun(runId);
    if (this.now() > run.deadline) throw new CampError(409, 'run_over', `Run '${runId}' passed its deadline (${new Date(run.deadline).toISOString()}): its games not over count as lost.`);
    const index = slots.findIndex((slot, i) => slot.game === game.id && statuses[i] === 'unplayed');
    if (index < 0) {
      const left = [...new Set(slots.filter((_, i) => statuses[i] === 'unplayed').map((slot) => slot.game))];
      throw new CampError(409, 'run_game_unavailable', left.length === 0
        ? `Run '${runId}' has no game left to start; finish the games it has in play (the run's progress lists them).`
        : `Run '${runId}' has no ${game.id} game left to start. Games it still deals: ${left.join(', ')}.`);
    }
    return slots[index]!;
  }

  /**
   * Takes the run's next unplayed slot of this game for a new game id (the
   * first free one, should another request have taken `first`), and the
   * request that deals it: the slot's options and seed, against the
   * built-in opponent at an agent's pace in a race.
   */
  async claim(account: AccountRow, game: AnyGame, runId: string, first: RunSlotRow): Promise<{ slot: number; start: StartRequest }> {
    let candidate: RunSlotRow | undefined = first;
    while (candidate) {
      const gameId = randomUUID();
      if (await this.store.claimRunSlot(runId, candidate.slot, gameId)) {
        const parsed = game.parseOptions({ ...(candidate.options as Record<string, unknown>) });
        if (!parsed.ok) throw new Error(`suite entry ${candidate.entry}: ${parsed.error}`);
        const match = game.seats > 1 ? { opponent: 'bot' as const, botDelayMs: this.raceBotMs } : { opponent: 'human' as const };
        return { slot: candidate.slot, start: { options: parsed.value, seed: candidate.seed, match, gameId } };
      }
      candidate = await this.nextSlot(account, game, runId);
    }
    throw unknownRun(runId);
  }

  /** Gives a claimed slot back when its game could not be created. */
  release(runId: string, slot: number, gameId: string): Promise<void> {
    return this.store.releaseRunSlot(runId, slot, gameId);
  }
}
