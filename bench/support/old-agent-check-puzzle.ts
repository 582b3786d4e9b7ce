/**
 * The first agent check generator (ten fixed templates), kept unchanged so
 * bench/agent-check-attack.ts can show its attacker is fair: it solves most
 * of these. The camp no longer uses it.
 *
 * Agent check puzzles: a short arithmetic word problem with an integer answer,
 * written with scrambled letters (random capitals, doubled letters, stray
 * symbols, split words, numbers spelled out). A language model reads it at a
 * glance; a person is slowed down and a regular expression is annoyed.
 */
import { randomInt } from 'node:crypto';

/** Returns an integer in [0, n). Injected so tests can be deterministic. */
export type Pick = (n: number) => number;

export interface Puzzle {
  text: string;
  answer: number;
}

interface Template {
  numbers: (pick: Pick) => number[];
  text: (n: string[]) => string;
  answer: (n: number[]) => number;
}

const between = (pick: Pick, low: number, high: number) => low + pick(high - low + 1);

const TEMPLATES: Template[] = [
  {
    numbers: (p) => [between(p, 3, 40), between(p, 2, 30)],
    text: ([a, b]) => `A camper gathers ${a} pine cones and then finds ${b} more. How many pine cones does the camper have now?`,
    answer: ([a, b]) => a! + b!,
  },
  {
    numbers: (p) => [between(p, 5, 30), between(p, 5, 30), between(p, 2, 20)],
    text: ([a, b, c]) => `A lobster swims ${a} meters, then ${b} meters, then ${c} meters more. How many meters did it swim in all?`,
    answer: ([a, b, c]) => a! + b! + c!,
  },
  {
    numbers: (p) => { const a = between(p, 12, 60); return [a, between(p, 2, a - 1)]; },
    text: ([a, b]) => `A tent holds ${a} sleeping bags and ${b} of them are carried out. How many sleeping bags are left in the tent?`,
    answer: ([a, b]) => a! - b!,
  },
  {
    numbers: (p) => [between(p, 2, 12), between(p, 2, 9)],
    text: ([a, b]) => `There are ${a} canoes at the lake with ${b} paddles in each canoe. How many paddles are there?`,
    answer: ([a, b]) => a! * b!,
  },
  {
    numbers: (p) => { const share = between(p, 2, 12); const campers = between(p, 2, 9); return [share * campers, campers]; },
    text: ([a, b]) => `${a} marshmallows are shared equally among ${b} campers. How many marshmallows does each camper get?`,
    answer: ([a, b]) => a! / b!,
  },
  {
    numbers: (p) => [between(p, 3, 25)],
    text: ([a]) => `A ranger counts ${a} owls at dusk and twice as many at midnight. How many owls does the ranger count at midnight?`,
    answer: ([a]) => 2 * a!,
  },
  {
    numbers: (p) => { const a = between(p, 30, 90); const b = between(p, 5, 20); return [a, b, between(p, 2, a - b - 1)]; },
    text: ([a, b, c]) => `A trail is ${a} kilometers long. A hiker walks ${b} kilometers before lunch and ${c} after lunch. How many kilometers are left?`,
    answer: ([a, b, c]) => a! - b! - c!,
  },
  {
    numbers: (p) => { const a = between(p, 10, 40); return [a, between(p, 1, a - 1), between(p, 2, 24)]; },
    text: ([a, b, c]) => `The camp kitchen has ${a} eggs, uses ${b} for breakfast and then buys ${c} more. How many eggs does the kitchen have now?`,
    answer: ([a, b, c]) => a! - b! + c!,
  },
  {
    numbers: (p) => [between(p, 2, 9), between(p, 2, 8), between(p, 1, 15)],
    text: ([a, b, c]) => `A campfire burns ${a} logs every hour. How many logs are needed for ${b} hours plus ${c} spare logs?`,
    answer: ([a, b, c]) => a! * b! + c!,
  },
  {
    numbers: (p) => [between(p, 4, 30), between(p, 4, 30)],
    text: ([a, b]) => `One frog jumps ${a} times and a second frog jumps ${b} times more than the first. How many times does the second frog jump?`,
    answer: ([a, b]) => a! + b!,
  },
];

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
  'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** English words for 0-999. */
export function numberToWords(n: number): string {
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? '-' + ONES[n % 10] : '');
  const rest = n % 100;
  return ONES[Math.floor(n / 100)] + ' hundred' + (rest ? ' and ' + numberToWords(rest) : '');
}

const STRAY = ['~', '^', '*', '/', ']', '|', '{', '<', '+', '`'];

function scrambleWord(word: string, pick: Pick): string {
  let out = '';
  for (const ch of word) {
    const isLetter = /[a-z]/i.test(ch);
    let piece = isLetter && pick(100) < 35 ? (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()) : ch;
    if (isLetter && pick(100) < 8) piece += piece; // doubled letter
    out += piece;
  }
  if (word.length >= 6 && pick(100) < 20) {
    const at = 2 + pick(word.length - 3);
    out = out.slice(0, at) + ' ' + out.slice(at); // split word
  }
  if (pick(100) < 18) out = STRAY[pick(STRAY.length)] + out; // stray symbol
  return out;
}

/** Makes one scrambled puzzle; `pick` defaults to a cryptographic source. */
export function makePuzzle(pick: Pick = randomInt): Puzzle {
  const template = TEMPLATES[pick(TEMPLATES.length)]!;
  const numbers = template.numbers(pick);
  const plain = template.text(numbers.map((n) => numberToWords(n)));
  const text = plain.split(' ').map((word) => scrambleWord(word, pick)).join(' ');
  return { text, answer: template.answer(numbers) };
}

