/** The Klondike GameDefinition: the platform's only way in. */
import type { GameDefinition } from '../game.ts';
import { parseOptions, setup } from './deal.ts';
import { dealPoolLevels, prepareDeal } from './deal-pool.ts';
import { seedsDealtBefore } from './winnable-deal.ts';
import { dealHindsight, type DealQuestion } from './hindsight.ts';
import { nextText } from './next.ts';
import { applyCommand } from './play.ts';
import { renderText } from './render.ts';
import { commands, description, options, optionsSchema, rulesHtml } from './rules-doc.ts';
import { displayedScore } from './scoring.ts';
import type { SolitaireOptions, SolitaireState } from './state.ts';
import { buildView } from './view.ts';
import { solitaireReferencePlayer } from './reference-player.ts';
import { SOLITAIRE_SUITE_ENTRIES } from './suite-entries.ts';
import { WorkerJobs } from '../shared/worker-thread.ts';
import type { Hindsight } from '../game.ts';

const hindsightJobs = new WorkerJobs<DealQuestion, Hindsight>(
  new URL(import.meta.url.endsWith('.ts') ? './hindsight-worker.ts' : './hindsight-worker.js', import.meta.url),
  (question) => dealHindsight(question),
);

export const solitaire: GameDefinition<SolitaireOptions, SolitaireState> = {
  id: 'solitaire',
  name: 'Solitaire',
  description,
  kind: 'finite',
  rulesHtml,
  commands,
  options,
  optionsSchema,
  checkedCalls: 'moves',
  seats: 1,
  parseOptions,
  setup,
  // Winnable deals are proven before they are dealt; a worker does it ahead of time.
  prepareDeal,
  dealPools: dealPoolLevels,
  seedsDealtBefore: (options, seed) => (options.deal === 'winnable' && options.deck === null ? seedsDealtBefore(seed) : null),
  apply: (state, command, ctx) => applyCommand(state, command, ctx.now),
  summary: (state) => ({ status: state.status, outcome: state.outcome, score: displayedScore(state) }),
  // One player, so every viewer sees the same masked board.
  renderText: (state, _viewer, drawing) => renderText(state, drawing),
  view: (state, _viewer, drawing) => buildView(state, drawing),
  next: (state) => nextText(state),
  // A `deck` option is a deal the player chose.
  chosenDeal: (options) => options.deck !== null,
  // After the game: was the deal winnable, and in how many moves? Solved off the event loop.
  referencePlayer: solitaireReferencePlayer,
  suiteEntries: SOLITAIRE_SUITE_ENTRIES,
  // The solver's verdict, told once the game is over (null: it could not settle the deal).
  dealWinnable: (hindsight) => (typeof hindsight?.facts.winnable === 'boolean' ? hindsight.facts.winnable : null),
  hindsight: ({ options, seed, state }) => hindsightJobs.run({ options, seed, won: state.outcome === 'won' }),
  // Proven-winnable deals are easier to win: they compare only with each other.
  variant: (options) => `draw${options.draw}-${options.scoring}${options.deal === 'winnable' ? '-winnable' : ''}`,
};

export default solitaire;
