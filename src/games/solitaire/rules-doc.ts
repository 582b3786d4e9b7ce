/** What users read: the rules page, the command list and the options. Seed 000's wording where it exists. */
import type { CommandDoc, OptionDoc } from '../game.ts';

export const description =
  'Klondike, the classic solitaire: build the four foundations up from Ace to King by suit, moving cards on a tableau of seven piles. Draw 1 or draw 3, standard (Windows) or multiplier scoring.';

export const rulesHtml = `
<p><b>Goal:</b> move all 52 cards onto the four foundations, one per suit, in order from Ace up to King.</p>
<p><b>Layout and addressing.</b> The seven tableau piles are <code>t1</code> to <code>t7</code> (left to right). Each pile starts with some face-down cards (shown as <code>[##]</code>) under one face-up card. The foundations are <code>f1</code> ♠, <code>f2</code> ♥, <code>f3</code> ♦ and <code>f4</code> ♣. The <code>stock</code> is the face-down draw pile and the <code>waste</code> (or <code>w</code>) is where drawn cards land; only the top waste card can be played. In the text board each pile is listed from bottom to top, so the last card in a row is the top card.</p>
<p><b>The deal.</b> Cards are dealt as in real Klondike, row by row, left to right: the first row gives t1 to t7 one card each, the second row t2 to t7, and so on, until t7 has 7 cards; the last card each pile gets is face-up. The other 24 cards form the stock. With the <code>deck</code> option you give this order yourself: deck[0] is dealt first (t1's only card), deck[1] to deck[6] go to t2..t7, deck[7] starts the second row on t2, ..., deck[27] is t7's face-up card, and deck[28] is the first card drawn from the stock, deck[51] the last. Without <code>deck</code> the cards are shuffled from the game's seed, so a seed always gives the same deal.</p>
<p><b>Moves.</b> On the tableau, a card goes on a card one rank higher of the opposite color (a red 7 on a black 8). You can move a face-up run of cards together: <code>move t6 t1 3</code> moves the top 3 cards of t6 onto t1. If you leave out the count, the game finds the run that fits. Only a King (or a run starting with a King) can go into an empty pile. Foundations take one card at a time in suit order; use <code>f</code> as the destination and the right foundation is picked (naming f1-f4 works too, if it is that card's suit). You can also take the top card of a foundation back to the tableau. When a face-down tableau card becomes the top of its pile, it is turned over automatically. You can name a face-up card instead of a pile as the source, e.g. <code>move 7h t3</code> (use s, h, d, c or ♠ ♥ ♦ ♣, and 10 or t for tens; any case); if that card lies inside a tableau run, the run from it to the top moves. A destination can also be named by its top card (<code>move 7h 8s</code>).</p>
<p><b>Tap.</b> A card alone as a command (<code>7h</code>, <code>10♠</code>) sends that face-up card (or the waste top, or a foundation top) to its best legal place: a foundation first; otherwise the tableau move that turns over a face-down card, then a pile that is not empty (empty piles stay free), then the leftmost pile. A pile alone (<code>t3</code>, <code>waste</code>) taps its cards the same way, trying the top card to a foundation first, then the longest run that fits. Moving a King that already heads its own pile to another empty pile is never chosen. <code>stock</code> alone draws, or recycles when the stock is empty. A tap with no legal place is rejected.</p>
<p><b>Stock.</b> <code>draw</code> turns over 1 card (draw 1) or 3 cards (draw 3, where only the last one drawn is playable; fewer when fewer are left). In draw 3 the board shows the cards of the last draw still on the waste. When the stock is empty, <code>draw</code> does not recycle by itself: <code>recycle</code> turns the waste back into the stock in the same order (the card drawn first comes first again). Passes are unlimited, but recycling costs points: 100 per recycle in draw 1; in draw 3 the first two recycles (three passes) are free and each later one costs 20.</p>
<p><b>Help.</b> <code>moves</code> (or <code>hint</code>) lists every legal move with its effect (except moving a King that already heads its own pile to another empty pile, which changes nothing); it is not an action and changes nothing. <code>auto</code> moves every card that is safe to put on a foundation: Aces, 2s, and a card of rank r when both foundations of the opposite colour already hold r−1 or more (every card that could be built on it is home). It repeats until no safe card is left on the waste top or the tableau tops. Once no tableau card is face-down and the stock is empty, <code>auto</code> plays every card it can to the foundations, safe or not, which finishes the game (unless a waste card is stuck under a higher one: then play it to the tableau or recycle). Each card auto moves counts as one action and scores like a normal move; an <code>auto</code> that finds nothing changes nothing.</p>
<p><b>No productive move.</b> The board warns you when no productive move is left: no card can reach a foundation, no face-down card can be turned over (by moving a pile's whole face-up run), no part of a run can be moved to uncover a card that can go home, and no stock or waste card can be played. A stock or waste card counts as playable when it can go on a foundation or a tableau pile and it is the waste top now, or would become the waste top while drawing through the rest of the stock and one full pass after a recycle, without playing anything else (in draw 1 that is every card; in draw 3 every third card of a pass). Then you can <code>resign</code>.</p>
<p><b>Selecting (browser board).</b> <code>select &lt;from&gt; [count]</code> picks up cards (a pile, a count, or a card name); the board highlights where they may go. The next command completes the move when it is a destination alone (<code>t5</code>, <code>f</code>, <code>f2</code>, a top card) or <code>move &lt;to&gt;</code>; without a count, the run that fits the destination is moved. Any other accepted command clears the selection; <code>deselect</code> cancels it. Selecting is not an action. A rejected destination keeps the selection.</p>
<p><b>Scoring: standard</b> (Windows style, the default): +10 for each card moved to a foundation, +5 for each waste card moved to the tableau, +5 for each face-down card turned over, −15 for moving a card off a foundation, and the recycle penalties above. Winning adds a bonus of 500 plus 2 points for each action under 200: 500 + 2 × max(0, 200 − actions). Actions are draws, recycles and card moves (a run moved at once is one move; every card moved by auto or a tap is one); <code>moves</code>, <code>hint</code>, <code>select</code> and <code>deselect</code> don't count, and an automatic turn-over is part of the move that caused it. In draw 3 a won game's total (points plus bonus) is multiplied by 1.5 and rounded down; the score shown during play is the running total. The score is never below 0: the game keeps the exact running total (which a recycle penalty may push below 0) and shows max(0, total), so points earned later first pay back what went below 0.</p>
<p><b>Scoring: multiplier</b> (option <code>scoring: "multiplier"</code>): +15 for a card from the tableau to a foundation, +10 from the waste to a foundation, +5 from the waste to the tableau, +5 for each card turned over, −15 for a card from a foundation to the tableau, and the same recycle penalties as standard scoring. Every gain is multiplied by the multiplier shown on the board: it starts at ×10 and falls by 1 after every 20 actions (×10 for actions 1-20, ×9 for 21-40, ...) down to ×1 from the 181st action on. Each move uses the multiplier in force before it is counted; penalties are not multiplied. The multiplier follows actions, not the clock, so thinking time costs nothing and a replay scores the same. There is no win bonus and no draw-3 ×1.5 in this mode (the multiplier already rewards a quick game); the score is never below 0, as above.</p>
<p><b>End.</b> The game ends when all 52 cards are on the foundations (won), or when you <code>resign</code> (you keep your points but get no win bonus). After that only <code>moves</code> is answered, and <code>finish</code> with a rating is expected; the board then shows the cards that were hidden.</p>
<p>You can send several commands at once, separated by new lines or semicolons.</p>`;

export const commands: CommandDoc[] = [
  { syntax: 'draw', description: 'Turn over the next 1 or 3 cards from the stock onto the waste. Short form: d. On an empty stock it tells you to recycle.', example: 'draw' },
  {
    syntax: 'move <from> <to> [count]',
    description: '<from> is waste, t1-t7, f1-f4 or a face-up card (7h, 10♠); <to> is t1-t7, f (the right foundation), f1-f4 or the top card of a pile. The optional count is how many cards to move from a tableau pile (found automatically if left out). Short form: m, or leave out the word move.',
    example: 'move t6 t1 3',
  },
  { syntax: '<card> | <pile>', description: "Tap: send a face-up card (or a pile's top cards) to its best legal place, a foundation first. 'stock' alone draws (or recycles an empty stock).", example: '7h' },
  { syntax: 'auto', description: 'Move all cards that are safe to put on the foundations. Finishes the game once everything is face-up and the stock is empty.', example: 'auto' },
  { syntax: 'moves', description: 'List every legal move with what it does (turn-overs, points). Also: hint. Not an action.', example: 'moves' },
  { syntax: 'recycle', description: 'When the stock is empty, turn the waste pile back over into the stock (penalty depends on the draw mode).', example: 'recycle' },
  {
    syntax: 'select <from> [count]',
    description: 'Select cards to move by clicking (the browser board uses this); then send a destination alone (t5, f) to move them there. "deselect" cancels. Not an action.',
    example: 'select t3 2',
  },
  { syntax: 'deselect', description: 'Cancel the current selection.', example: 'deselect' },
  { syntax: 'resign', description: 'End the game now. You keep your points so far but get no win bonus. Useful when no productive moves are left.', example: 'resign' },
];

export const options: OptionDoc[] = [
  { name: 'draw', values: ['1', '3'], default: '1', description: 'Cards turned over per draw. In draw 3 only the last card drawn is playable, the first two recycles are free, and a won standard game scores ×1.5.' },
  { name: 'scoring', values: ['standard', 'multiplier'], default: 'standard', description: 'standard: Windows scoring with a win bonus. multiplier: bigger points for moves made early (×10 falling by 1 every 20 actions to ×1), no win bonus.' },
  {
    name: 'deck',
    values: ['52 card codes'],
    default: '(shuffled from the seed)',
    description: 'Replay a deal from elsewhere: 52 cards separated by spaces or commas (or a JSON array), e.g. "Ah 7s Td ...". deck[0] is dealt first: t1 gets 1 card, t2 2, ..., dealing row by row left to right as in real Klondike (deck[0..6] = t1..t7, deck[7..12] = t2..t7, ..., deck[27] = t7); the remaining 24 form the stock, deck[28] being the first card drawn.',
  },
];

export const optionsSchema: Record<string, unknown> = {
  type: 'object',
  properties: {
    draw: { enum: ['1', '3', 1, 3] },
    // No enum: it would refuse "Multiplier" before parseOptions reads any letter case.
    scoring: { type: 'string', description: 'standard or multiplier (any letter case)' },
    deck: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, minItems: 52, maxItems: 52 }] },
  },
};
