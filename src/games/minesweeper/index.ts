/** Minesweeper (seed 004) as the platform sees it. */
import type { GameDefinition } from '../game.ts';
import { isNoGuess, parseOptions, optionsSchema, type MinesweeperOptions } from './options.ts';
import { renderText } from './render.ts';
import { applyCommand } from './rules.ts';
import { commands, description, name, options, rulesHtml } from './rules-doc.ts';
import { guessHindsight } from './guesses.ts';
import { score } from './scoring.ts';
import { setup, type MinesweeperState } from './state.ts';
import { next, view } from './view.ts';
import { minesweeperReferencePlayer } from './reference-player.ts';
import { MINESWEEPER_SUITE_ENTRIES } from './suite-entries.ts';

export const minesweeper: GameDefinition<MinesweeperOptions, MinesweeperState> = {
  id: 'minesweeper',
  name,
  description,
  kind: 'finite',
  rulesHtml,
  commands,
  options,
  optionsSchema,
  checkedCalls: 'every-post',
  checkField: 'camp_check',
  seats: 1,
  parseOptions,
  // Custom boards compare only with boards of the same size and mine count; no-guess boards, easier, only with their own kind.
  variant: (options) => (options.difficulty === 'custom' ? `custom-${options.rows}x${options.cols}-${options.mines}` : options.difficulty)
    + (isNoGuess(options) ? '-no-guess' : ''),
  setup,
  // Single-player, and nothing in a move depends on the time; the batch's start tells a flooded cell from a misclick.
  apply: (state, command, ctx) => applyCommand(state, command, ctx.batchStart),
  summary: (state) => ({ status: state.status, outcome: state.outcome, score: score(state) }),
  // Every viewer sees the same board: hidden cells are hidden from everyone while playing.
  renderText: (state, _viewer, drawing) => renderText(state, drawing),
  view: (state, _viewer, drawing) => view(state, drawing),
  next: (state, _viewer, drawing) => next(state, drawing),
  // The guesses were counted while the game was played; nothing is left to compute.
  referencePlayer: minesweeperReferencePlayer,
  suiteEntries: MINESWEEPER_SUITE_ENTRIES,
  hindsight: async ({ state }) => guessHindsight(state),
};
