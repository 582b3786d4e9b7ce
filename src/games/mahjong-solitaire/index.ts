/** Mahjong Solitaire (seed 001) as the platform sees it. */
import type { GameDefinition, Hindsight } from '../game.ts';
import { WorkerJobs } from '../shared/worker-thread.ts';
import { lineHindsight, type LineQuestion } from './hindsight.ts';
import { renderText } from './render.ts';
import { applyCommand } from './rules.ts';
import { commands, description, name, options, optionsSchema, parseOptions, rulesHtml, type MahjongOptions } from './rules-doc.ts';
import { dealPoolLevels, prepareDeal } from './deal-pool.ts';
import { score } from './scoring.ts';
import { setup, type MahjongState } from './state.ts';
import { next, view } from './view.ts';
import { mahjongReferencePlayer } from './reference-player.ts';
import { MAHJONG_SUITE_ENTRIES } from './suite-entries.ts';

const hindsightJobs = new WorkerJobs<LineQuestion, Hindsight>(
  new URL(import.meta.url.endsWith('.ts') ? './hindsight-worker.ts' : './hindsight-worker.js', import.meta.url),
  (question) => lineHindsight(question),
);

export const mahjongSolitaire: GameDefinition<MahjongOptions, MahjongState> = {
  id: 'mahjong-solitaire',
  name,
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
  // Deals are solved before they are dealt; a worker does it ahead of time.
  prepareDeal: (_options, seed) => prepareDeal(seed),
  dealPools: dealPoolLevels,
  // Single-player, and nothing depends on the time.
  apply: (state, command) => applyCommand(state, command),
  summary: (state) => ({ status: state.status, outcome: state.outcome, score: score(state) }),
  // Covered faces are hidden from every viewer alike while the game is playing.
  renderText: (state, _viewer, drawing) => renderText(state, drawing),
  view: (state, _viewer, drawing) => view(state, drawing),
  next: (state) => next(state),
  // After the game: the last move after which the board could still be cleared. Searched off the event loop.
  referencePlayer: mahjongReferencePlayer,
  suiteEntries: MAHJONG_SUITE_ENTRIES,
  hindsight: ({ seed, log }) => hindsightJobs.run({ seed, log }),
};
