/**
 * The options the platform adds to every multi-seat game's `new` request
 * (who to play against, how fast the built-in opponent moves), documented
 * beside the game's own options so that every race lists them the same way.
 */
import type { GameDefinition, OptionDoc } from '../../games/game.ts';
import { BOT_SPEEDS, MAX_BOT_DELAY_MS } from './matchmaking.ts';

function speedsInWords(): string {
  return [...BOT_SPEEDS].map(([name, ms]) => `${name} ${ms / 1000} s`).join(', ');
}

export const MATCH_OPTION_DOCS: readonly OptionDoc[] = [
  {
    name: 'opponent',
    values: ['human', 'bot'],
    default: 'human',
    description: 'human: wait for the next player who asks for the same options (matched in arrival order; status waiting until then). bot: play the built-in opponent now (then send no seed). Any letter case.',
  },
  {
    name: 'bot_speed',
    values: [...BOT_SPEEDS.keys()],
    default: 'normal',
    description: `How long the built-in opponent takes per move (${speedsInWords()}), or a whole number of milliseconds per move from 0 to ${MAX_BOT_DELAY_MS}. Only with opponent bot: alone it is refused.`,
  },
];

/** What a seed does in a race, told the same way wherever a race's `new` is described. */
export const RACE_SEED_TEXT = 'decides the deal only when both players ask for the same one (such a race is not ranked), and is refused against the bot';

/** Why a race's `new` refuses `daily`, for the places that list the field. */
export const RACE_DAILY_TEXT = 'Races have no daily deal: refused with 400 daily_not_offered.';

/** The game's own options, then, for a multi-seat game, the platform's match options. */
export function optionDocs(game: GameDefinition<any, any>): OptionDoc[] {
  return game.seats > 1 ? [...game.options, ...MATCH_OPTION_DOCS] : game.options;
}

/** A match option as the rules document tells it (its values, default and meaning), for the other places that describe it. */
export function matchOptionText(name: 'opponent' | 'bot_speed'): string {
  const doc = MATCH_OPTION_DOCS.find((option) => option.name === name)!;
  return `${doc.values.join(', ')} (default ${doc.default}). ${doc.description}`;
}
