/**
 * Command parsing: text in, a typed command out (or an error listing the
 * valid commands). Resolving names against the board happens in play.ts.
 */
import { type Result, ok, err } from '../game.ts';
import { parseCard, type Card } from '../shared/cards.ts';
import { echoed } from '../shared/echo.ts';
import type { Place } from './state.ts';

/** A source or destination as written: a pile, "f" (the right foundation), "stock" or a card name. */
export type Ref =
  | { kind: 'place'; place: Place }
  | { kind: 'anyFoundation' }
  | { kind: 'stock' }
  | { kind: 'card'; card: Card; text: string };

export type Command =
  | { type: 'draw' }
  | { type: 'recycle' }
  | { type: 'moves' }
  | { type: 'auto' }
  | { type: 'resign' }
  | { type: 'deselect' }
  | { type: 'select'; from: Ref; count: number | null }
  | { type: 'move'; from: Ref; to: Ref; count: number | null }
  /** "move t5" / "t5" / "7h": a destination after select, otherwise a tap. */
  | { type: 'single'; ref: Ref };

export const COMMAND_LIST =
  "draw (d), move <from> <to> [count] (m, or just '<from> <to> [count]'), a card or pile alone to tap it (e.g. 7h), " +
  'auto, moves (hint), recycle, select <from> [count], deselect, resign';

export function parseRef(word: string): Ref | null {
  const text = word.toLowerCase();
  if (text === 'waste' || text === 'w') return { kind: 'place', place: { kind: 'waste' } };
  if (text === 'stock') return { kind: 'stock' };
  if (text === 'f' || text === 'foundation') return { kind: 'anyFoundation' };
  const pile = /^([tf])([1-9])$/.exec(text);
  if (pile) {
    const index = Number(pile[2]) - 1;
    if (pile[1] === 't' && index < 7) return { kind: 'place', place: { kind: 'tableau', index } };
    if (pile[1] === 'f' && index < 4) return { kind: 'place', place: { kind: 'foundation', index } };
    return null;
  }
  const card = parseCard(word);
  return card ? { kind: 'card', card, text: word } : null;
}

/** Commands without arguments, by every accepted spelling (a Map: only these words are found). */
const SIMPLE = new Map<string, Command['type']>([
  ['draw', 'draw'], ['d', 'draw'],
  ['recycle', 'recycle'],
  ['moves', 'moves'], ['hint', 'moves'],
  ['auto', 'auto'],
  ['resign', 'resign'],
  ['deselect', 'deselect'],
]);

const FILLER = new Set(['to', 'onto', 'on']);

function parseCount(word: string | undefined): Result<number | null> {
  if (word === undefined) return ok(null);
  if (!/^\d+$/.test(word)) return err(`'${echoed(word)}' is not a count; the count is a whole number of cards, e.g. move t6 t1 3.`);
  return ok(Number(word));
}

/** Seed 000 writes spades as s, so a bare 's' is not taken to mean the stock. */
const AMBIGUOUS_S =
  "'s' could mean the stock or spades: write 'stock' for the stock, or a whole card such as 7s (rank then suit) for a spade.";

function badRef(word: string): string {
  if (word.toLowerCase() === 's') return AMBIGUOUS_S;
  return `'${echoed(word)}' is not a pile or a card. Piles are t1-t7, f1-f4 (or f), waste and stock; cards are written rank then suit, e.g. 7h, 10♠, Tc, Qd.`;
}

export function parseCommand(input: string): Result<Command> {
  const words = input.trim().split(/\s+/).filter((word) => word.length > 0 && !FILLER.has(word.toLowerCase()));
  if (words.length === 0) return err(`Empty command. Valid commands: ${COMMAND_LIST}.`);
  const head = words[0]!.toLowerCase();
  const simple = SIMPLE.get(head);
  if (simple && words.length > 1) {
    return err(`'${head}' takes no arguments; send just '${head}'.`);
  }
  if (simple) return ok({ type: simple } as Command);

  const isMoveWord = head === 'move' || head === 'm';
  const isSelect = head === 'select';
  const args = isMoveWord || isSelect ? words.slice(1) : words;
  if (isSelect) {
    if (args.length < 1 || args.length > 2) return err('Usage: select <from> [count], e.g. select t3 2 (then send the destination, e.g. t5 or f).');
    const from = parseRef(args[0]!);
    if (!from) return err(badRef(args[0]!));
    const count = parseCount(args[1]);
    return count.ok ? ok({ type: 'select', from, count: count.value }) : count;
  }
  if (args.length === 0) return err('Usage: move <from> <to> [count], e.g. move t6 t1 3 or move waste f.');
  if (!isMoveWord && parseRef(args[0]!) === null) {
    if (args[0]!.toLowerCase() === 's') return err(AMBIGUOUS_S);
    // Quoted as sent: the filler words dropped for parsing belong to what the player wrote.
    return err(`Unknown command '${echoed(input.trim())}'. Valid commands: ${COMMAND_LIST}.`);
  }
  const first = parseRef(args[0]!);
  if (!first) return err(badRef(args[0]!));
  if (args.length === 1) return ok({ type: 'single', ref: first });
  if (args.length > 3) return err('Too many words. Usage: move <from> <to> [count], e.g. move t6 t1 3.');
  const to = parseRef(args[1]!);
  if (!to) return err(badRef(args[1]!));
  const count = parseCount(args[2]);
  return count.ok ? ok({ type: 'move', from: first, to, count: count.value }) : count;
}
