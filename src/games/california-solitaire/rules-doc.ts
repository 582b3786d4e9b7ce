/**
 * What players read: the rules page, the command list and the options, for
 * both the solo game and the race. Seed 002's wording is kept where it has one.
 */
import type { CommandDoc, OptionDoc } from '../game.ts';
import { MAX_HANOI_MOVES } from './hanoi.ts';

export const SOLO_DESCRIPTION =
  'California Solitaire: build four one-suit towers from ace to king out of a single 52-card deck, using four stacks that ignore suit and take only lower cards.';
export const DOUBLE_DESCRIPTION =
  'California Double Solitaire: two players, each with their own deck, waste and stacks, race to put all 52 of their cards on eight shared towers. A misplayed card forfeits.';

const PLAYFIELD = `
<p>California Solitaire is played with 52 playing cards (ace low). The playfield contains 4 regions:</p>
<ul>
<li><b>The towers</b> (foundations) <code>f1</code> ♠, <code>f2</code> ♥, <code>f3</code> ♦, <code>f4</code> ♣. A tower contains a single suit. Cards are added to a tower by rank, from lowest to highest: only an ace may be placed on an empty tower. Cards may not be removed from a tower.</li>
<li><b>The 4 stacks</b> <code>s1</code>-<code>s4</code> hold and organize cards before building. Stacks ignore suit. A card may be placed on a stack only if its rank is <b>lower</b> than the rank of the top card of the stack (an equal rank is not allowed). If a stack becomes empty, any card can be placed on it. The top card of a stack may be moved to another stack or a tower. So every stack runs from high (bottom) to low (top).</li>
<li><b>The deck</b> holds the unplayed cards, face down; <code>draw</code> turns its top card face up onto the waste.</li>
<li><b>The waste</b> receives cards only from the deck. Its top card may be moved to a stack or a tower.</li>
</ul>
<p>After shuffling, 4 cards are laid out face up as the beginning of the 4 stacks and a fifth goes face up on the waste. The towers start empty. You move one card at a time.</p>
<p><b>Redeals.</b> The seed describes no redeal, so by default the deck is used once. The option <code>redeals</code> (<code>0</code>, <code>1</code>, <code>2</code> or <code>unlimited</code>) allows turning the waste back over as the deck (<code>redeal</code>) when the deck is empty; the first card drawn comes up first again.</p>
<p><b>Click and shift-click.</b> Naming a card alone (<code>7h</code> or <code>play 7h</code>) moves it to the place the game thinks best: a tower if one takes it; otherwise the stack whose top is the closest rank above the card (this keeps high cards free for others); otherwise an empty stack; moving a stack's only card to an empty stack comes last. <code>alt 7h</code> (the shift-click) sends it somewhere else: starting just after the card's own place in the order s1, s2, s3, s4, f1... and wrapping round (from the waste: at s1), the first legal place that is not the best one; so repeating <code>alt</code> walks a card through every place it may go on except the best one, which <code>play</code> gives. With only one legal place, <code>alt</code> uses it.</p>
<p><b>The Towers of Hanoi.</b> Every stack is a descending run, so its top cards can move together onto a stack whose top is higher (or that is empty) the way the Towers of Hanoi puzzle moves discs: <code>hanoi s1 s3</code> moves as many top cards of s1 as fit on s3 (all of them onto an empty stack), one card at a time, parking them on the other stacks. A stack can serve as a parking place when it is empty or its top card is higher than every card being moved. With one such stack any run can move (2<sup>k</sup>−1 single moves for k cards); with two, the four-peg Frame-Stewart procedure needs fewer. Without one, only a single card moves. Each single move is played, counted as an action and reported; a plan longer than ${MAX_HANOI_MOVES} single moves is refused, and a refused hanoi moves nothing.</p>`;

const SCORING = `
<p><b>Score.</b> +10 for each card you put on a tower. Placing all 52 of your cards adds a bonus of 500 plus 2 points for each action under 200 (draws, redeals and single-card moves count, a hanoi counts each card it moves; <code>moves</code> does not). Nothing is ever subtracted, so the score never goes below 0.</p>`;

const SOLO_END = `
<p><b>The end.</b> You win when all four towers are complete. When no card can reach a tower any more — the deck and any redeals can bring none of the cards the towers want, and no shuffling of the stacks and waste can bare one — the game is over by itself with the outcome <code>stuck</code> (you keep your points). The game checks this after every move, exactly: it ends a game only when it has proved that no sequence of moves can bring a wanted card up. You can also <code>resign</code> at any time.</p>`;

const DOUBLE_RULES = `
<p><b>California Double Solitaire.</b> The two players (seats A and B) face each other with <b>8 communal towers</b> between them: <code>f1</code>-<code>f4</code> ♠ ♥ ♦ ♣ and <code>f5</code>-<code>f8</code> ♠ ♥ ♦ ♣ again. The players play independently and as fast as they like, each with their own full deck, waste pile and four stacks (shuffled separately). Either player may make valid placements on any tower (<code>f</code> picks the first tower that takes the card). The winner is the first player to place all 52 of their cards on the towers; at the end at least four towers will be complete and at least one will not. The tower board marks each card with its owner (ᴬ or ᴮ). Each player sees the other's stacks and waste top, never the order of a deck.</p>
<p><b>A misplayed card is a forfeit.</b> If you pick up one of your movable cards (the top of your waste or of a stack) with <code>move</code>, <code>play</code>, <code>alt</code> or a bare card name and it cannot legally go where you send it (or, for <code>play</code>/<code>alt</code>, anywhere), you lose the game at once. Commands that do not pick up a movable card of yours — typos, unknown places, a covered card, your opponent's card, <code>moves</code>, <code>draw</code> on an empty deck — are only refused. <code>hanoi</code> is planned before any card moves: if it cannot be done it is refused without forfeit.</p>
<p><b>The deal.</b> The cards are dealt when the second player joins, from a seed the camp chooses, so neither player can know a deck in advance. A <code>seed</code> decides the deal only when both players asked for the same one (players are still matched in arrival order by options alone; the board shown while you wait is not the race's deal unless that happens). A race against the built-in opponent is always dealt by the camp: a <code>seed</code> with <code>opponent</code> <code>bot</code> is refused, since replaying a deal would show you the bot's deck.</p>
<p><b>Races.</b> Moves are applied in the order the server receives them. If your tower move was legal on the board you had seen but your opponent changed that tower first, it is rejected as <i>lost the race</i>: nothing changes and there is no forfeit. (Send the <code>version</code> of the last response you read as <code>seen</code> with your move; without it the server takes the version of the last reply it sent you on this game.)</p>
<p><b>The end.</b> The game ends when a player has placed all 52 cards (that player wins), when a player misplays a card or resigns (the other wins), or when neither player can put another card on a tower (then the one with more cards placed wins; equal counts are a draw). A player who cannot move now may still get moves when the opponent builds a tower further, so wait or resign. Each seat's score is shown on the board; the winner's 500 bonus is only for placing all 52 cards.</p>`;

export const SOLO_RULES_HTML = PLAYFIELD + SOLO_END + SCORING;
export const DOUBLE_RULES_HTML = DOUBLE_RULES + PLAYFIELD.replace(/<li><b>The towers<\/b>[^]*?<\/li>/, '<li><b>The towers</b> (foundations), eight shared ones <code>f1</code>-<code>f8</code> (♠ ♥ ♦ ♣ twice). A tower contains a single suit. Cards are added by rank, from lowest to highest: only an ace may be placed on an empty tower. Cards may not be removed from a tower.</li>') + SCORING;

export function commandDocs(towerCount: number): CommandDoc[] {
  const towers = `f (the first tower that takes the card) or f1-f${towerCount}`;
  return [
    { syntax: 'draw', description: 'Turn the top card of your deck face up onto the waste. Short form: d.', example: 'draw' },
    { syntax: 'move <from> <to>', description: `Move one card. <from> is waste, s1-s4 or a movable card (7h, 10♠, Tc); <to> is s1-s4 or ${towers}. Short form: m, or leave out the word move.`, example: 'move waste f' },
    { syntax: 'play <card>', description: 'The click: the card (the top of your waste or of a stack) goes to the best legal place — a tower first, else the stack whose top is the closest rank above it, else an empty stack. Or just send the card alone.', example: '7h' },
    { syntax: 'alt <card>', description: 'The shift-click: the card goes to another legal place than the best one (repeat to walk it through every place it may go).', example: 'alt 7h' },
    { syntax: 'hanoi <from> <to> [count]', description: 'Move the top cards of a stack onto another stack with the Towers of Hanoi procedure, parking cards on stacks that are empty or higher. Without a count, as many as fit; <from> may also be a card in a stack (it and the cards above it move). Also: run.', example: 'hanoi s1 s3' },
    { syntax: 'redeal', description: 'When the deck is empty, turn the waste back over as the deck (only with the redeals option). Also: recycle.', example: 'redeal' },
    { syntax: 'moves', description: 'List every legal move. Free; not an action.', example: 'moves' },
    { syntax: 'resign', description: towerCount > 4 ? 'Give up: your opponent wins.' : 'End the game now; you keep your points.', example: 'resign' },
  ];
}

export const OPTION_DOCS: OptionDoc[] = [
  {
    name: 'redeals',
    values: ['0', '1', '2', 'unlimited'],
    default: '0',
    description: 'How many times the waste may be turned back over as the deck once the deck is empty. The seed describes no redeal, so the default is a single pass.',
  },
];
