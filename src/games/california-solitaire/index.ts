/**
 * California Solitaire (seed 002): the solo game and the two-player race,
 * two GameDefinitions over one engine.
 */
import type { GameDefinition, Seat } from '../game.ts';
import { applyCommand } from './apply.ts';
import { botMove } from './bot.ts';
import { optionsSchema, parseOptions, setupGame } from './deal.ts';
import { renderBoard } from './render.ts';
import {
  commandDocs, DOUBLE_DESCRIPTION, DOUBLE_RULES_HTML, OPTION_DOCS, SOLO_DESCRIPTION, SOLO_RULES_HTML,
} from './rules-doc.ts';
import { seatSummary, summaryScore } from './scoring.ts';
import type { CaliforniaOptions, CaliforniaState, Mode } from './state.ts';
import { buildView, nextText } from './view.ts';
import { californiaReferencePlayer } from './reference-player.ts';
import { RACE_SUITE_ENTRIES, SOLO_SUITE_ENTRIES } from './suite-entries.ts';

export type { CaliforniaOptions, CaliforniaState } from './state.ts';
/** Each seat's own score (the neutral summary carries only the higher one in the race). */
export { seatScore } from './scoring.ts';

function definition(mode: Mode): GameDefinition<CaliforniaOptions, CaliforniaState> {
  const double = mode === 'double';
  return {
    id: double ? 'california-double' : 'california-solitaire',
    name: double ? 'California Double Solitaire' : 'California Solitaire',
    description: double ? DOUBLE_DESCRIPTION : SOLO_DESCRIPTION,
    kind: 'finite',
    rulesHtml: double ? DOUBLE_RULES_HTML : SOLO_RULES_HTML,
    commands: commandDocs(double ? 8 : 4),
    options: OPTION_DOCS,
    optionsSchema,
    checkedCalls: 'moves',
    seats: double ? 2 : 1,
    parseOptions,
    variant: (options) => `redeals-${options.redeals}`,
    setup: (options, seed) => setupGame(mode, options, seed),
    apply: applyCommand,
    summary: (state) => ({ status: state.status, outcome: state.outcome, score: summaryScore(state) }),
    renderText: renderBoard,
    view: buildView,
    next: nextText,
    referencePlayer: californiaReferencePlayer,
    suiteEntries: double ? RACE_SUITE_ENTRIES : SOLO_SUITE_ENTRIES,
    ...(double ? {
      botCommand: (state: CaliforniaState, seat: Seat) => botMove(state, seat),
      seatSummary,
      // A race ends with the winning seat named in its outcome.
      wonBy: (outcome: string, seat: Seat) => outcome === `seat${seat}-won`,
    } : {}),
  };
}

export const californiaSolitaire = definition('single');
export const californiaDouble = definition('double');
