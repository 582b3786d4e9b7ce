/**
 * Command parsing: text in, a typed command out (or an error that lists the
 * valid commands). Nothing here looks at the cards in play.
 */
import { err, ok, type Result } from '../game.ts';
import { parseCard, type Card } from '../shared/cards.ts';
import { echoed } from '../shared/echo.ts';
import { STACK_COUNT } from './state.ts';

/** Where a card comes from: the waste, a stack, or a card named by its face. */
export type SourceRef = { kind: 'waste' } | { kind: 'stack'; index: number } | { kind: 'card'; card: Card };
/** Where a card goes: a stack, a named tower, or `f` (the tower that takes it). */
export type TargetRef = { kind: 'stack'; index: number } | { kind: 'tower'; index: number } | { kind: 'any-tower' };

export type Command =
  | { kind: 'draw' }
  | { kind: 'redeal' }
  | { kind: 'moves' }
  | { kind: 'resign' }
  | { kind: 'move'; from: SourceRef; to: TargetRef }
  | { kind: 'play'; from: SourceRef }
  | { kind: 'alt'; from: SourceRef }
  | { kind: 'hanoi'; from: SourceRef; to: TargetRef; count: number | null };

export const COMMAND_LIST =
  "draw (d), redeal, move <from> <to> (m, or just '<from> <to>'), play <card> (or just the card), alt <card>, hanoi <from> <to> [count], moves, resign";

/** Commands without arguments, by every accepted spelling (a Map: only these words are found). */
const SIMPLE = new Map<string, Command>([
  ['draw', { kind: 'draw' }], ['d', { kind: 'draw' }],
  ['redeal', { kind: 'redeal' }], ['recycle', { kind: 'redeal' }],
  ['moves', { kind: 'moves' }],
  ['resign', { kind: 'resign' }],
]);

export function parseSource(word: string): SourceRef | null {
  const text = word.toLowerCase();
  if (text === 'waste' || text === 'w') return { kind: 'waste' };
  const stack = /^s([1-9])$/.exec(text);
  if (stack) {
    const index = Number(stack[1]) - 1;
    return index < STACK_COUNT ? { kind: 'stack', index } : null;
  }
  const card = parseCard(word);
  return card ? { kind: 'card', card } : null;
}

export function parseTarget(word: string, towerCount: number): TargetRef | null {
  const text = word.toLowerCase();
  if (text === 'f') return { kind: 'any-tower' };
  const match = /^([sf])(\d+)$/.exec(text);
  if (!match) return null;
  const index = Number(match[2]) - 1;
  if (match[1] === 's') return index >= 0 && index < STACK_COUNT ? { kind: 'stack', index } : null;
  return index >= 0 && index < towerCount ? { kind: 'tower', index } : null;
}

function unknown(text: string): Result<Command> {
  return err(`'${echoed(text)}' is not a command. Valid commands: ${COMMAND_LIST}.`);
}

export function parseCommand(input: string, towerCount: number): Result<Command> {
  const text = input.trim();
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return unknown(text);
  const head = words[0]!.toLowerCase();
  const simple = SIMPLE.get(head);
  if (simple) {
    return words.length === 1 ? ok(simple) : err(`'${head}' takes no arguments; send just '${head}'.`);
  }
  const towers = `s1-s${STACK_COUNT}, f (the tower that takes the card) or f1-f${towerCount}`;
  const sourceHelp = `waste, s1-s${STACK_COUNT} or a card such as 7h or 10♠`;

  if (head === 'play' || head === 'alt') {
    if (words.length !== 2) return err(`${head} needs one card or place: ${head} <card>, e.g. '${head} 7h' (the card may be ${sourceHelp}).`);
    const from = parseSource(words[1]!);
    if (!from) return err(`'${echoed(words[1]!)}' is not a card or place; name ${sourceHelp}.`);
    return ok({ kind: head, from });
  }

  if (head === 'hanoi' || head === 'run') {
    if (words.length < 3 || words.length > 4) return err(`hanoi needs a source and a destination stack: hanoi <from> <to> [count], e.g. 'hanoi s1 s3'.`);
    const from = parseSource(words[1]!);
    const to = parseTarget(words[2]!, towerCount);
    if (!from || from.kind === 'waste') return err(`hanoi moves cards from a stack: the source must be s1-s${STACK_COUNT} or a card in a stack; got '${echoed(words[1]!)}'.`);
    if (!to || to.kind !== 'stack') return err(`hanoi moves cards onto a stack: the destination must be s1-s${STACK_COUNT}; got '${echoed(words[2]!)}'.`);
    let count: number | null = null;
    if (words.length === 4) {
      count = Number(words[3]);
      if (!Number.isInteger(count) || count < 1 || count > 13) return err(`the count must be a whole number of cards from 1 to 13; got '${echoed(words[3]!)}'.`);
    }
    return ok({ kind: 'hanoi', from, to, count });
  }

  let args = words;
  if (head === 'move' || head === 'm') args = words.slice(1);
  if (args.length === 1 && args === words) {
    const from = parseSource(args[0]!);
    return from ? ok({ kind: 'play', from }) : unknown(text);
  }
  if (args.length !== 2) {
    if (args !== words) return err(`move needs a source and a destination: move <from> <to>, e.g. 'move waste s2' or 'move 7h f'; <from> is ${sourceHelp}; <to> is ${towers}.`);
    return unknown(text);
  }
  const from = parseSource(args[0]!);
  const to = parseTarget(args[1]!, towerCount);
  if (!from) {
    return args === words ? unknown(text) : err(`'${echoed(args[0]!)}' is not a source; <from> is ${sourceHelp}.`);
  }
  if (!to) return err(`'${echoed(args[1]!)}' is not a destination; <to> is ${towers}.`);
  return ok({ kind: 'move', from, to });
}
