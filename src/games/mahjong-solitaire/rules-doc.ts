/**
 * What users read: seed 001's description, rules and commands in its own
 * words, plus every decision the seed leaves open.
 */
import type { CommandDoc, OptionDoc } from '../game.ts';
import { err, ok, type Result } from '../game.ts';
import { CLEAR_BONUS, HINT_COST, POINTS_PER_PAIR, SHUFFLE_COST, SHUFFLES_PER_GAME } from './scoring.ts';
import { DEAL_PROOF_BUDGET } from './uniform-deal.ts';

export const name = 'Mahjong Solitaire';

export const description =
  'The classic tile-matching solitaire: clear 144 mahjong tiles stacked in the turtle layout by removing matching pairs of free tiles. Every deal can be cleared, but the order matters.';

export const rulesHtml = `
<p>144 mahjong tiles are stacked in five layers in the classic "turtle" shape. Remove the tiles two at a time by matching pairs of <b>free</b> tiles with the same face. Clear the whole board to win.</p>
<p><b>Free tiles:</b> a tile is free when no tile lies on top of it (even partly) and its left side or its right side is open (no tile directly touching it in the same layer). Tiles buried under others have their faces hidden until they are uncovered.</p>
<p><b>Matching:</b> tiles match when their faces are identical (e.g. two Bamboo 3), except that <b>any flower matches any flower</b> and <b>any season matches any season</b>. The set has 4 of each of the 34 regular faces (dots, bamboo and characters 1-9, four winds, three dragons), plus 4 flowers and 4 seasons.</p>
<p><b>Tile ids:</b> every tile has a fixed id from t1 to t144, numbered by layer (bottom first), then row, then column. The text board lists the free tiles grouped by face, with the pairs you can match right now, and then a map of every layer showing each tile as <code>id:face</code> (<code>*</code> marks free tiles, <code>??</code> hides covered faces). Face codes: D1-D9 dots, B1-B9 bamboo, C1-C9 characters, Ea/So/We/No winds, Rd/Gd/Wd dragons, Fl flower, Se season.</p>
<p><b>Every deal is solvable</b>, but a careless match can block the way: prefer matches that uncover buried tiles and open long rows, and when three free tiles share a face, think about which two to take. If no matches remain, you can <code>shuffle</code> the remaining tiles (at most ${SHUFFLES_PER_GAME} times; a shuffle looks for an arrangement that can still be cleared and says if it couldn't find one). The game ends when the board is cleared, when no matches remain and no shuffles are left, or when you resign. After that the camp answers no more commands, <code>free</code> included (each is refused and changes nothing): reading the game's state shows the final board and <code>finish</code> takes your rating.</p>
<p><b>Score:</b> ${POINTS_PER_PAIR} points per pair removed, +${CLEAR_BONUS} for clearing the board, −${HINT_COST} per hint and −${SHUFFLE_COST} per shuffle (never below 0).</p>
<p><b>Details:</b></p>
<ul>
<li><b>Layout:</b> in the text map each layer is drawn on its own, tiles placed by their position, so rows half a tile apart (the end tiles of the middle rows, the top tile) show where they sit. A tile touched on one side by two tiles of the rows next to it needs both of them gone for that side to be open. A tile that is only blocked sideways shows its face; only a tile with something on top of it shows <code>??</code>.</li>
<li><b>Deals:</b> the 144 tiles are shuffled uniformly at random from the game's seed, and a shuffle is dealt only once a full-information solver has found a way to clear it; otherwise the next shuffle from the same seed is tried. So every arrangement the solver can clear is equally likely, and the tiles on top of a covered tile tell nothing about its face beyond what a shuffled set would. Shuffles the solver cannot settle within ${DEAL_PROOF_BUDGET.toLocaleString('en-US')} search nodes are skipped too (about 2% of shuffles). The same seed always gives the same deal. The camp solves its own deals ahead of time; a game started with a seed you choose is solved when you start it, which usually takes milliseconds but can take a few seconds.</li>
<li><b>Score:</b> the hint and shuffle penalties are always counted; only the score shown is held at 0, so a penalty taken early is still paid by the points you earn later.</li>
<li><b>Hint:</b> names a pair of free tiles whose removal keeps the board clearable whenever such a pair exists (the hint knows every face, even hidden ones). If the board can no longer be cleared, or the search cannot settle it quickly, the hint says so and names the pair that opens up the most. Asking again before your next match or shuffle repeats the same hint for free; when no pair can be matched at all, hint costs nothing and says so.</li>
<li><b>Shuffle:</b> may be used at any time, not only when you are stuck. It moves the remaining faces among the remaining places, choosing an arrangement that can still be cleared; if it finds none (some leftover shapes, such as the last two tiles stacked on each other, have none), it rearranges them at random and says so. Either way it uses one of the ${SHUFFLES_PER_GAME} shuffles and costs ${SHUFFLE_COST}.</li>
<li><b>After the game</b> (never while it is on), the reply's <code>hindsight</code> and the replay say whether the board could still be cleared when the game ended, and if not, the last move after which it could: "It could still be cleared after your move 37; from your move 38 (match t12 t40) on it could not." A match never makes a board that cannot be cleared clearable again; a shuffle can, so the search looks at the moves since the last shuffle that left a clearable board. Where the solver cannot settle a board within its budget, it says so rather than guess.</li>
<li><b>Stuck:</b> when no pair can be matched but shuffles are left, the game goes on and waits for <code>shuffle</code> (or <code>resign</code>); with no shuffle left it ends as lost.</li>
<li><b>Clickable board:</b> <code>select</code> picks a free tile; selecting a second free tile with a matching face matches the two at once (the same as <code>match</code>); selecting a free tile that does not match moves the selection to it; selecting the selected tile again, or <code>select none</code>, clears it.</li>
</ul>
`.trim();

export const commands: CommandDoc[] = [
  { syntax: 'match <tileId> <tileId>', description: 'Remove two free tiles with matching faces. Ids can be written t17 or 17.', example: 'match t17 t88' },
  {
    syntax: 'free',
    description: "List the free tiles grouped by face, including the pairs you can match now. Free of charge and not a turn. Alias: moves.",
    example: 'free',
  },
  {
    syntax: 'hint',
    description: 'Suggest a pair to match, preferring one that keeps the board clearable. Costs 20 points (asking again before your next move repeats the same hint for free).',
    example: 'hint',
  },
  { syntax: 'shuffle', description: 'Rearrange the remaining tiles (3 per game, −50 points each).', example: 'shuffle' },
  {
    syntax: 'select <tileId> | select none',
    description:
      "For the clickable HTML board: pick the first tile of a pair. Doesn't count as a turn. Selecting a second free tile with the same face matches the two.",
    example: 'select t17',
  },
  { syntax: 'resign', description: 'End the game now with the points you have.', example: 'resign' },
];

/** Seed 001 has no options: every game is the standard turtle. */
export const options: OptionDoc[] = [];

export const optionsSchema: Record<string, unknown> = { type: 'object', properties: {} };

export type MahjongOptions = Record<string, never>;

/** Nothing to choose; anything that is not an object is refused, other fields (the platform's) are left alone. */
export function parseOptions(raw: Record<string, unknown>): Result<MahjongOptions> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return err('Options must be a JSON object; Mahjong Solitaire has no options, so send {} (a "seed" is optional).');
  }
  return ok({});
}
