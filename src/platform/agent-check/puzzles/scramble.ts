/**
 * Scrambles a plain sentence the way seed 000 describes: random capitals,
 * doubled letters, stray symbols and split words. Every change keeps one
 * reading for a careful reader: a split never leaves a piece that is itself a
 * quantity word, and letters are doubled only in longer words, where a
 * doubled letter cannot turn one real word into another ("of" into "off").
 */
import type { Pick } from './pick.ts';
import { QUANTITY_WORDS } from './words.ts';

/** Symbols that never occur in a plain sentence, so a reader can drop them. */
export const STRAY_SYMBOLS = ['~', '^', '*', '/', ']', '|', '{', '<', '+', '`', '=', '#', '>', '}', '['] as const;

const MIN_DOUBLING_LENGTH = 5;
const MIN_SPLIT_LENGTH = 5;

// Only ASCII letters are scrambled (any other character is kept as it is); told apart by
// character code, since this runs for every letter of every puzzle a camp sends.
const isLetterCode = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
/** The code of the same letter in the other case. */
const flipCode = (code: number) => (code <= 90 ? code + 32 : code - 32);

/** Doubled letters undone, the way a reader (or a script) reads past them. */
const undouble = (word: string) => word.toLowerCase().replace(/([a-z])\1+/g, '$1');
const UNDOUBLED_QUANTITY_WORDS = new Set([...QUANTITY_WORDS].map(undouble));

/** Reads as a quantity as it stands or once its doubled letters are undone ("thre" for three). */
const readsAsQuantity = (piece: string) => QUANTITY_WORDS.has(piece.toLowerCase()) || UNDOUBLED_QUANTITY_WORDS.has(undouble(piece));

/** Split points found so far, by word: puzzles draw on a small vocabulary, and each word's answer never changes. */
const splitPointsByWord = new Map<string, readonly number[]>();
const MAX_REMEMBERED_WORDS = 20_000;

/** Where `word` may be split: both pieces keep two or more letters and neither reads as a quantity. */
function safeSplitPoints(word: string): readonly number[] {
  let points = splitPointsByWord.get(word);
  if (!points) {
    points = findSplitPoints(word);
    if (splitPointsByWord.size < MAX_REMEMBERED_WORDS) splitPointsByWord.set(word, points);
  }
  return points;
}

function findSplitPoints(word: string): number[] {
  if (!/^[a-z]+$/i.test(word)) return [];
  const points: number[] = [];
  for (let at = 2; at <= word.length - 2; at++) {
    if (!readsAsQuantity(word.slice(0, at)) && !readsAsQuantity(word.slice(at))) points.push(at);
  }
  return points;
}

function scrambleLetters(word: string, pick: Pick): string {
  let letters = 0;
  for (let i = 0; i < word.length; i++) if (isLetterCode(word.charCodeAt(i))) letters++;
  const mayDouble = letters >= MIN_DOUBLING_LENGTH;
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (!isLetterCode(code)) {
      out += word[i];
      continue;
    }
    const shown = pick(100) < 40 ? flipCode(code) : code;
    out += String.fromCharCode(shown);
    if (mayDouble && pick(100) < 9) out += String.fromCharCode(pick(2) ? shown : flipCode(shown));
  }
  return out;
}

/** Scrambles one word of the plain sentence (punctuation stays attached). */
export function scrambleWord(word: string, pick: Pick): string {
  const core = /^([a-z]+)(.*)$/i.exec(word);
  let out: string;
  if (core && core[1]!.length >= MIN_SPLIT_LENGTH && pick(100) < 22) {
    const points = safeSplitPoints(core[1]!);
    if (points.length > 0) {
      const at = points[pick(points.length)]!;
      out = scrambleLetters(core[1]!.slice(0, at), pick) + ' ' + scrambleLetters(core[1]!.slice(at), pick) + core[2];
    } else {
      out = scrambleLetters(word, pick);
    }
  } else {
    out = scrambleLetters(word, pick);
  }
  const symbolRoll = pick(100);
  if (symbolRoll < 14) out = STRAY_SYMBOLS[pick(STRAY_SYMBOLS.length)] + out;
  else if (symbolRoll < 22) out += STRAY_SYMBOLS[pick(STRAY_SYMBOLS.length)];
  return out;
}

export function scramble(plain: string, pick: Pick): string {
  return plain.split(' ').map((word) => scrambleWord(word, pick)).join(' ');
}
