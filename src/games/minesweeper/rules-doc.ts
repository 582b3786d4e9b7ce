/**
 * What users read: the rules page, the command list and the options, in
 * seed 004's words where it has them, plus every decision it leaves open.
 */
import type { CommandDoc, OptionDoc } from '../game.ts';
import { NO_GUESS_ATTEMPTS } from './no-guess.ts';
import { customBase, DENSITY_CAP, DENSITY_FLOOR, DIFFICULTY_FIT as fit, LEVELS, LIMITS, noGuessLimitText } from './options.ts';

export const name = 'Minesweeper';

export const description =
  'Clear a grid of hidden cells without revealing a mine. Every revealed number tells how many of its 8 neighbours are mines; ' +
  'your first reveal is always safe. Beginner 9x9, intermediate 16x16, expert 16x30, or a custom board.';

const { beginner, intermediate, expert } = LEVELS;
const pct = (ratio: number): string => `${Math.round(ratio * 100)}%`;

export const rulesHtml = `
<p>The board is a grid of hidden cells, some of which hide mines. Reveal a safe cell and it shows how many of its 8 neighbors (including diagonals) are mines. A cell with no neighboring mines shows <code>.</code> and automatically opens all its neighbors, so large empty areas flood open. Reveal a mine and you lose.</p>
<p><b>Coordinates:</b> always row first, then column, both numbered from 1. Row 1 is the top row and column 1 is the leftmost column. <code>reveal 3 5</code> opens the cell in row 3, column 5. The text board labels rows on both sides and columns above and below. <code>3,5</code>, <code>(3, 5)</code> and <code>r3c5</code> are read the same way.</p>
<p><b>Your first reveal is always safe:</b> mines are placed after it, never on that cell or its neighbors (fewer than 8 neighbors on an edge or in a corner), so the first reveal always opens an area. Flags placed before the first reveal don't place mines.</p>
<p><b>Flags</b> mark cells you believe are mines. They protect a cell from reveal (to reveal a flagged cell, <code>unflag</code> it first) and from flood opening, and they are needed for chord: on a revealed number whose count of neighboring flags equals the number, <code>chord</code> reveals all its other hidden neighbors at once. If one of those flags is wrong, the chord hits a mine (every mine it opens is shown as X). You may place more flags than there are mines; the mines-left counter then goes below zero. Revealing an already revealed cell is refused with a hint to chord instead, and a chord that has nothing to open is refused too; refused commands change nothing.</p>
<p><b>Text symbols:</b> <code>#</code> hidden, <code>F</code> flag, <code>.</code> revealed with no neighboring mines, <code>1</code>-<code>8</code> revealed with that many neighboring mines. After the game: <code>*</code> mine, <code>X</code> the mine that was revealed, <code>!</code> a flag on a safe cell (flags on mines stay <code>F</code>).</p>
<p><b>You win</b> when every safe cell is revealed (flagging mines is optional). You lose when you reveal a mine; <code>resign</code> ends the game at once as a loss.</p>
<p><b>Levels:</b> beginner ${beginner.rows}x${beginner.cols} with ${beginner.mines} mines, intermediate ${intermediate.rows}x${intermediate.cols} with ${intermediate.mines}, expert ${expert.rows} rows x ${expert.cols} columns with ${expert.mines}. A custom board has ${LIMITS.minRows}-${LIMITS.maxRows} rows, ${LIMITS.minCols}-${LIMITS.maxCols} columns and from 1 mine up to half of its cells, leaving at least 9 cells free for the safe first reveal.</p>
<p><b>Score:</b> timing doesn't matter. A win scores the difficulty's base points (beginner ${beginner.base}, intermediate ${intermediate.base}, expert ${expert.base}) plus an efficiency bonus of up to 50% of base: base × 0.5 × min(1, 3BV ÷ clicks). 3BV is the minimum number of reveal clicks the board needs without chording: each opening (a connected area of <code>.</code> cells together with the numbers on its border) counts 1, plus each numbered cell that borders no opening. Clicks are the reveal and chord commands that opened at least one cell (flags don't count). A loss or resignation scores partial credit: base × 0.5 × safe cells revealed ÷ total safe cells. Scores are rounded to the nearest whole point (halves up). A custom board's base follows its difficulty, from its size and mine density: base = ${fit.k.toFixed(1)} × cells<sup>${fit.a.toFixed(2)}</sup> × (min(density, ${pct(DENSITY_CAP)}) − ${pct(DENSITY_FLOOR)})<sup>${fit.b.toFixed(2)}</sup>, rounded, at least 1 point (density = mines ÷ cells). Below ${pct(DENSITY_FLOOR)} density a board hardly ever forces a guess, and beyond ${pct(DENSITY_CAP)} more mines add luck rather than skill, so the density counts only between the two. The constants are fitted so that the three levels' own sizes give exactly ${beginner.base}, ${intermediate.base} and ${expert.base}; for example 30x40 with 99 mines is worth ${customBase(30, 40, 99)}, 20x20 with 60 is worth ${customBase(20, 20, 60)}, and 30x40 with 300 or more is worth ${customBase(30, 40, 300)}. While you play, the score shown is what resigning now would earn; the 3BV and your efficiency are shown when the game is over.</p>
<p><b>No-guess boards</b> (option <code>no_guess: true</code>, on any level, and on custom boards ${noGuessLimitText}): the mines are still placed at your first reveal, and then redrawn, from the game's own seed, until a logic solver clears the whole board from that first reveal without a guess. The solver knows only what you would see: the revealed numbers, the hidden cells and the mine count. It uses single numbers (all of a number's hidden neighbors are mines, or none are), pairs of overlapping numbers, the total mine count, and an exact enumeration of every mine arrangement along the edge of the opened area (up to a size limit). So there is always a next cell you can prove safe. The same seed and first reveal give the same board. Denser boards are refused, since logic can almost never clear them. If no such board turns up in ${NO_GUESS_ATTEMPTS} draws (never seen at the densities allowed), the board the solver got furthest on is used. No-guess games are ranked on leaderboards of their own (variant <code>beginner-no-guess</code> and so on).</p>
<p><b>After the game</b> the board, the JSON board and <code>next</code> say how many of your reveals were guesses, using the same solver on what you could see just before each reveal or chord: a <b>forced guess</b> is one made when no hidden cell was provably safe; any <b>other guess</b> opened a cell that was not provably safe while another cell was. The first reveal never counts, because it is always safe. Example: "You revealed 23 times (reveal and chord, the safe first reveal included); 2 were forced guesses (no hidden cell was provably safe), 1 other was a guess (that cell was not provably safe, though another was)". The reply's <code>hindsight</code> field and the replay carry the same once the game is over (facts <code>reveals</code>, <code>forced_guesses</code>, <code>other_guesses</code>). None of this is shown while the game is on.</p>
<p><b>Clickable board:</b> <code>mode flag</code> and <code>mode reveal</code> choose what a click on a hidden cell does; a right-click always flags or unflags, and a click on a number whose flags are all placed chords it. The mode doesn't count as a turn.</p>
`.trim();

export const commands: CommandDoc[] = [
  { syntax: 'reveal <row> <col>', description: 'Reveal a hidden cell. Aliases: open, click, r.', example: 'reveal 5 5' },
  { syntax: 'flag <row> <col>', description: 'Mark a hidden cell as a mine. Alias: f.', example: 'flag 2 7' },
  { syntax: 'unflag <row> <col>', description: 'Remove a flag.', example: 'unflag 2 7' },
  {
    syntax: 'chord <row> <col>',
    description: 'On a revealed number with exactly that many flagged neighbors, reveal all its other hidden neighbors.',
    example: 'chord 3 4',
  },
  {
    syntax: 'mode flag | mode reveal',
    description:
      "For the clickable HTML board only: choose whether clicking a hidden cell flags it or reveals it. Text commands are unaffected, and it doesn't count as a turn.",
    example: 'mode flag',
  },
  {
    syntax: 'resign',
    description: 'End the game now. It counts as a loss: you get partial credit for the safe cells you revealed.',
    example: 'resign',
  },
];

export const options: OptionDoc[] = [
  {
    name: 'difficulty',
    values: ['beginner', 'intermediate', 'expert', 'custom'],
    default: 'beginner',
    description: `beginner ${beginner.rows}x${beginner.cols}/${beginner.mines} mines, intermediate ${intermediate.rows}x${intermediate.cols}/${intermediate.mines}, expert ${expert.rows} rows x ${expert.cols} columns/${expert.mines}, or custom (then give rows, cols and mines). Giving rows, cols and mines without a difficulty means custom. Any letter case: "Expert" and "EXPERT" are expert.`,
  },
  {
    name: 'rows',
    values: [`${LIMITS.minRows}-${LIMITS.maxRows}`],
    default: '',
    description: 'Custom boards only: the number of rows.',
  },
  {
    name: 'cols',
    values: [`${LIMITS.minCols}-${LIMITS.maxCols}`],
    default: '',
    description: 'Custom boards only: the number of columns.',
  },
  {
    name: 'mines',
    values: ['1 to min(rows x cols - 9, half the cells)'],
    default: '',
    description: 'Custom boards only: the number of mines. Example body: {"difficulty":"custom","rows":12,"cols":20,"mines":40}. The base points follow the board\'s size and mine density (see the rules).',
  },
  {
    name: 'no_guess',
    values: ['false', 'true'],
    default: 'false',
    description: `true: a board a logic solver clears from your first reveal without a guess, so there is always a cell you can prove safe. Works on every level, and on custom boards ${noGuessLimitText}; a denser board with no_guess is refused. Ranked apart from ordinary boards (variant expert-no-guess...). Example body: {"difficulty":"expert","no_guess":true}.`,
  },
];
