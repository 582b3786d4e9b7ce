/**
 * Attacks the agent check with a generic keyword solver, the kind of script
 * that solved every puzzle of the first generator: normalise the text
 * (lowercase, drop symbols, collapse doubled letters, rejoin split number
 * words), read the numbers in order, and pick each operation from the
 * arithmetic cue words near it. A second strategy first drops the sentences
 * that do not mention the thing the question asks about. Reports each
 * strategy's share solved, first on the old ten-template generator (to show
 * the attacker is fair), then on the camp's.
 *
 *   npx tsx bench/agent-check-attack.ts [count, default 10000]
 */
import { makePuzzle } from '../src/platform/agent-check/puzzle.ts';
import { makePuzzle as makeOldPuzzle } from './support/old-agent-check-puzzle.ts';

const COUNT = Number(process.argv[2] ?? 10_000);

const collapse = (word: string) => word.replace(/([a-z])\1+/g, '$1');

const UNITS = new Map<string, number>([
  ['zero', 0], ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7], ['eight', 8],
  ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12], ['thirteen', 13], ['fourteen', 14], ['fifteen', 15],
  ['sixteen', 16], ['seventeen', 17], ['eighteen', 18], ['nineteen', 19],
]);
const TENS = new Map<string, number>([
  ['twenty', 20], ['thirty', 30], ['forty', 40], ['fifty', 50], ['sixty', 60], ['seventy', 70], ['eighty', 80], ['ninety', 90],
]);
/** Quantity words an attacker would know: they become numbers of their own or scale the one before. */
const IMPLIED = new Map<string, number>([['dozen', 12], ['score', 20], ['pair', 2], ['pairs', 2], ['week', 7], ['weeks', 7], ['fortnight', 14]]);

// Dictionaries compared after collapsing doubled letters, as the text is.
const NUMBER_WORDS = new Map<string, string>();
for (const word of [...UNITS.keys(), ...TENS.keys(), ...IMPLIED.keys(), 'hundred', 'thousand', 'half', 'twice', 'double', 'doubles', 'third', 'quarter']) {
  NUMBER_WORDS.set(collapse(word), word);
}

const SUBTRACT = ['left', 'gave', 'gives', 'give', 'lost', 'loses', 'lose', 'ate', 'eats', 'used', 'uses', 'spent', 'away', 'fewer', 'less',
  'took', 'takes', 'broke', 'breaks', 'removed', 'removes', 'sold', 'sells', 'threw', 'throws', 'dropped', 'drops', 'spills', 'burns',
  'carried', 'out', 'releases', 'cracks', 'skips', 'bends', 'minus', 'remain', 'remaining', 'down', 'off', 'toasts', 'peels'];
const MULTIPLY = ['each', 'every', 'per'];
const DIVIDE = ['shared', 'shares', 'share', 'equally', 'split', 'among', 'divided', 'into'];
const CUES = new Set([...SUBTRACT, ...MULTIPLY, ...DIVIDE, 'more', 'times', 'total', 'all', 'together', 'altogether', 'plus', 'another', 'many', 'again']
  .map(collapse));

/** Lowercase, drop symbols, collapse doubled letters, then rejoin pieces that make a known word. */
export function normalise(text: string): string[] {
  const raw = text.toLowerCase().replace(/-/g, ' ').replace(/[^a-z\s.,?]/g, '').replace(/([.,?])/g, ' $1 ').split(/\s+/).filter(Boolean);
  const pieces = raw.map(collapse);
  const known = (word: string) => NUMBER_WORDS.has(word) || CUES.has(word);
  const words: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    let joined = false;
    for (const span of [3, 2]) {
      const candidate = collapse(pieces.slice(i, i + span).join(''));
      if (i + span <= pieces.length && known(candidate) && !known(pieces[i]!)) {
        words.push(candidate);
        i += span - 1;
        joined = true;
        break;
      }
    }
    if (!joined) words.push(pieces[i]!);
  }
  return words.map((word) => NUMBER_WORDS.get(word) ?? word);
}

interface Found { value: number; at: number }

/** Numbers in reading order, spelled-out ones and "a dozen", "two dozen", "half a dozen", "a week" among them. */
export function readNumbers(words: string[]): Found[] {
  const found: Found[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const implied = IMPLIED.get(word);
    if (implied !== undefined) {
      const previous = found.at(-1);
      if (previous && previous.at === i - 1) previous.value *= implied; // "two dozen", "three weeks"
      else if (words[i - 1] === 'a' && words[i - 2] === 'half') found.push({ value: implied / 2, at: i });
      else found.push({ value: implied, at: i });
      continue;
    }
    let value: number | undefined;
    const start = i;
    for (; i < words.length; i++) {
      const w = words[i]!;
      if (UNITS.has(w)) value = (value ?? 0) + UNITS.get(w)!;
      else if (TENS.has(w)) value = (value ?? 0) + TENS.get(w)!;
      else if (w === 'hundred' && value !== undefined) value *= 100;
      else if (w === 'and' && value !== undefined && value >= 100 && (UNITS.has(words[i + 1]!) || TENS.has(words[i + 1]!))) continue;
      else break;
    }
    // "One frog jumps...": a sentence that starts with "one" is naming, not counting.
    const naming = value === 1 && i === start + 1 && (start === 0 || ['.', '?'].includes(words[start - 1]!));
    if (value !== undefined && !naming) found.push({ value, at: start });
    if (i > start) i--;
  }
  return found;
}

/** The words around number n: from the number before it to the next number or the end of n's sentence. */
function clauseAround(words: string[], numbers: Found[], n: number): string[] {
  const at = numbers[n]!.at;
  const from = n > 0 ? numbers[n - 1]!.at + 1 : 0;
  let to = at + 1;
  while (to < words.length && !['.', '?'].includes(words[to]!) && to !== numbers[n + 1]?.at) to++;
  return words.slice(from, to);
}

function operation(window: string[]): '+' | '-' | '*' | '/' {
  const has = (list: string[]) => window.some((word) => list.includes(word));
  if (has(DIVIDE)) return '/';
  if (has(SUBTRACT)) return '-';
  if (has(MULTIPLY) || window.some((word, i) => word === 'times' && window[i + 1] === 'as')) return '*';
  return '+';
}

/** The attacker's one guess for a puzzle. */
export function solve(text: string): number {
  const words = normalise(text);
  const numbers = readNumbers(words);
  const question = words.slice(words.lastIndexOf('how'));
  if (numbers.length === 0) return 0;
  // "how many more ... than" and "fewer ... than" ask for a difference of the two numbers.
  if (question.includes('than') && numbers.length >= 2) return Math.abs(numbers[0]!.value - numbers[1]!.value);
  const ops = numbers.map((_, n) => operation(clauseAround(words, numbers, n)));
  // "How many are left?" with no other cue: everything after the first number was taken away.
  if (question.includes('left') && ops.slice(1).every((op) => op === '+')) ops.fill('-');
  let result = numbers[0]!.value;
  for (let n = 1; n < numbers.length; n++) {
    const op = ops[n]!;
    const value = numbers[n]!.value;
    if (op === '+') result += value;
    else if (op === '-') result -= value;
    else if (op === '*') result *= value;
    else result = value === 0 ? result : Math.round(result / value);
  }
  const tail = words.slice(numbers.at(-1)!.at);
  if (tail.includes('twice') || tail.includes('double') || tail.includes('doubles') || (tail.includes('many') && tail.includes('again'))) result *= 2;
  if (tail.includes('half')) result = Math.round(result / 2);
  if (numbers.length === 1 && words.includes('twice')) result = numbers[0]!.value * 2;
  return result;
}

/**
 * The same solver on only the sentences that name the thing the question
 * counts ("how many eggs ..."), refer back to it ("them") or add to it
 * ("more", "another"): a generic way to shed scenery sentences.
 */
export function solveFocused(text: string): number {
  const words = normalise(text);
  const how = words.lastIndexOf('how');
  const noun = ['more', 'fewer'].includes(words[how + 2] ?? '') ? words[how + 3] : words[how + 2];
  const sentences: string[][] = [[]];
  for (const word of words) {
    sentences.at(-1)!.push(word);
    if (word === '.' || word === '?') sentences.push([]);
  }
  const kept = sentences.filter((sentence) => ['how', noun, 'them', 'more', 'another'].some((word) => word !== undefined && sentence.includes(word)));
  return solve(kept.flat().join(' '));
}

const SOLVERS: readonly [string, (text: string) => number][] = [['keyword solver', solve], ['keyword solver on sentences about the asked thing', solveFocused]];

/** Each solver's share of `COUNT` fresh puzzles (one guess per puzzle). */
function attack(generator: string, make: () => { text: string; answer: number }): void {
  const solved = SOLVERS.map(() => 0);
  for (let i = 0; i < COUNT; i++) {
    const puzzle = make();
    SOLVERS.forEach(([, solver], s) => { if (solver(puzzle.text) === puzzle.answer) solved[s]!++; });
  }
  SOLVERS.forEach(([name], s) => {
    console.log(`${generator.padEnd(30)} ${name.padEnd(52)} solved ${String(solved[s]).padStart(5)} of ${COUNT} (${((solved[s]! / COUNT) * 100).toFixed(1)}%)`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  attack('old generator (10 templates)', () => makeOldPuzzle());
  attack('camp generator', () => makePuzzle());
}
