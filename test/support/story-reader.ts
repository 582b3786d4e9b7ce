/**
 * Reads an agent check story the way a careful reader does, written apart
 * from the generator: sentence by sentence, keeping each person's count of
 * the thing the question asks about, with a table of what each verb means.
 * Tests give it the full table and the plain text (every puzzle must read to
 * its answer); the attack bench gives it only what it learned from samples.
 */

export type Meaning = 'gain' | 'lose' | 'none';

export interface Vocabulary {
  /** Verb phrases as told ("throws back into the sea") and their meaning and base form. */
  verbs: ReadonlyMap<string, { meaning: Meaning; base: string }>;
  /**
   * For a verb not in the table, the meaning to guess from the sentence's
   * shape: whether the things are "of her" own ("sells six of her pears")
   * or not ("buys six pears"), and the words after the things ("into the
   * sea"). Without it an unknown verb ends the reading.
   */
  guess?: (ofOwn: boolean, tail: string) => Meaning;
}

/** A base form for a verb never seen: "buys" → "buy", "carries" → "carry", "washes" → "wash". */
function baseOf(words: readonly string[]): string {
  const [head, ...tail] = words;
  const base = head!.replace(/ies$/, 'y').replace(/(s|sh|ch|x|z)es$/, '$1').replace(/s$/, '');
  return [base, ...tail].join(' ');
}

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const FRACTIONS = new Map([['half', 2], ['a third', 3], ['a quarter', 4], ['a fifth', 5]]);
const PRONOUNS = new Set(['she', 'he']);
const POSSESSIVES = new Set(['her', 'his']);
const HAVING = new Set(['has', 'owns', 'keeps', 'starts with', 'ends up with']);
const GIVING = new Set(['gives', 'hands', 'passes', 'sends', 'posts']);
const TAKING = new Set(['gets', 'receives', 'is given']);

function wordNumber(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  const [tens, unit] = word.split('-');
  if (unit !== undefined) return TENS.indexOf(tens!) > 1 && UNITS.indexOf(unit) > 0 ? TENS.indexOf(tens!) * 10 + UNITS.indexOf(unit) : undefined;
  if (UNITS.includes(word)) return UNITS.indexOf(word);
  return TENS.indexOf(word) > 1 ? TENS.indexOf(word) * 10 : undefined;
}

/** A number at `at` ("one hundred and eleven", "27", "sixty-five"): its value and the index after it. */
export function readNumber(words: readonly string[], at: number): [number, number] | undefined {
  let value = wordNumber(words[at] ?? '');
  if (value === undefined) return undefined;
  let i = at + 1;
  if (words[i] === 'hundred') {
    value *= 100;
    i++;
    if (words[i] === 'and' && wordNumber(words[i + 1] ?? '') !== undefined) { value += wordNumber(words[i + 1]!)!; i += 2; }
  }
  return [value, i];
}

/** A quantity of things at `at`: "two dozen", "half a dozen", "a pair of", "three pairs of", "12": value and index after. */
function readQuantity(words: readonly string[], at: number): [number, number] | undefined {
  if (words[at] === 'half' && words[at + 1] === 'a' && words[at + 2] === 'dozen') return [6, at + 3];
  if (words[at] === 'a' && words[at + 1] === 'dozen') return [12, at + 2];
  if (words[at] === 'a' && words[at + 1] === 'pair' && words[at + 2] === 'of') return [2, at + 3];
  const number = readNumber(words, at);
  if (!number) return undefined;
  const [value, next] = number;
  if (words[next] === 'dozen') return [value * 12, next + 1];
  if (words[next] === 'pairs' && words[next + 1] === 'of') return [value * 2, next + 2];
  return number;
}

const startsWith = (words: readonly string[], at: number, phrase: string) => phrase.split(' ').every((w, i) => words[at + i] === w);

export interface Reading { answer: number | undefined; why?: string }

/** Reads `text` (plain words, any case) and answers its question, or says where it could not. */
export function readStory(text: string, vocabulary: Vocabulary): Reading {
  const sentences = text.toLowerCase().replace(/([.,?])/g, ' $1').split(/(?<=[.?])\s+/).map((s) => s.split(/\s+/).filter(Boolean));
  const question = sentences.pop()!;
  // The thing asked about: the words after "how many [more|fewer]" up to the verb.
  const q = question.join(' ');
  const pair = /^\S+ and \S+ are (.+?)s \.$/.exec(sentences[0]!.join(' '));
  const owner = pair ? `(?:\\S+'s ${pair[1]}|\\S+)` : '\\S+';
  const asked = /^(?:together , )?how many (?:more |fewer )?(.+?) (?:does|do|did|are) /.exec(q)?.[1]
    ?? new RegExp(`^what is the number of (.+?) ${owner} has`).exec(q)?.[1];
  if (!asked) return { answer: undefined, why: `question: ${q}` };
  const item = asked.split(' ');
  const count = new Map<string, number>();
  const start = new Map<string, number>();
  const totals = new Map<string, number>();
  const snapshots = new Map<string, Map<string, number>>();
  const pairs = new Map<string, string>();
  const hidden = new Set<string>();
  let relation = '';
  let last = '';
  const itemAt = (words: readonly string[], at: number) => item.every((w, i) => words[at + i] === w);
  const other = (of: string) => pairs.get(of) ?? '';
  const person = (words: readonly string[], at: number, subject: string): [string, number] => {
    const length = relation.split(' ').length;
    if (relation && POSSESSIVES.has(words[at]!) && startsWith(words, at + 1, relation)) return [other(subject), at + 1 + length];
    if (relation && startsWith(words, at, `the other ${relation}`)) return [other(subject), at + 2 + length];
    return [words[at]!, at + 1];
  };
  const set = (who: string, value: number) => { count.set(who, value); if (!start.has(who)) start.set(who, value); };
  const add = (who: string, value: number) => count.set(who, (count.get(who) ?? 0) + value);
  for (let words of sentences) {
    words = words.filter((w) => w !== '.');
    const lead = /^(in the (morning|afternoon|evening)|at noon|on (\w+day)) ,/.exec(words.join(' '));
    if (lead) {
      const label = lead[2] ? `before the ${lead[2]}` : lead[3] ? `before ${lead[3]}` : 'before noon';
      snapshots.set(label, new Map(count));
      words = words.slice(lead[0].split(' ').length);
    } else if (['then', 'later', 'next', 'now'].includes(words[0]!) || startsWith(words, 0, 'after that')) {
      words = words.slice(words.indexOf(words[0] === 'after' ? 'that' : words[0]!) + 1).filter((w, i) => i > 0 || w !== ',');
    } else if (startsWith(words, 0, 'in the end ,')) {
      words = words.slice(4);
    }
    if (words[1] === 'and' && words[3] === 'are') { pairs.set(words[0]!, words[2]!); pairs.set(words[2]!, words[0]!); relation = words.slice(4).join(' ').replace(/s$/, ''); continue; }
    const subject = PRONOUNS.has(words[0]!) ? last : words[0]!;
    last = subject;
    const rest = words.slice(1);
    const restText = rest.join(' ');
    if (/ years old$| costs | minutes | , who has |^, /.test(` ${restText}`) || words[1] === ',' || words[0] === 'it' || words[0] === 'each') continue;
    if (rest[0] === 'also' || ['at', 'in', 'on'].includes(words[0]!)) continue;
    const having = [...HAVING].find((h) => startsWith(rest, 0, h));
    if (having) {
      const at = having.split(' ').length;
      // "Ana has some pears": her count at first is found back from the one told at the end.
      if (rest[at] === 'some' && itemAt(rest, at + 1)) { hidden.add(subject); count.set(subject, 0); continue; }
      let m = /^(twice|half) as many (.+) as (\S+)$/.exec(rest.slice(at).join(' '));
      if (m) { if (m[2] === asked) set(subject, m[1] === 'twice' ? (count.get(m[3]!) ?? 0) * 2 : (count.get(m[3]!) ?? 0) / 2); continue; }
      const quantity = readQuantity(rest, at);
      if (!quantity) return { answer: undefined, why: `has: ${words.join(' ')}` };
      const [value, next] = quantity;
      m = /^(more|fewer) (.+) than (\S+)$/.exec(rest.slice(next).join(' '));
      if (m) { if (m[2] === asked) set(subject, (count.get(m[3]!) ?? 0) + (m[1] === 'more' ? value : -value)); continue; }
      const each = /^\S+ of (.+) with (\S+) in each$|^\S+ , each holding (\S+) (.+)$/.exec(rest.slice(next).join(' '));
      if (each) { if ((each[1] ?? each[4]) === asked) set(subject, value * readNumber([each[2] ?? each[3]!], 0)![0]); continue; }
      if (!itemAt(rest, next) || rest.length !== next + item.length) continue;
      if (hidden.has(subject) && !start.has(subject)) start.set(subject, value - (count.get(subject) ?? 0));
      set(subject, value);
      continue;
    }
    const giving = [...GIVING].find((g) => rest[0] === g && rest[1] !== 'away');
    if (giving) {
      const n = readNumber(rest, 1);
      if (n && rest[n[1]] === 'of') {
        if (!itemAt(rest, n[1] + 2)) continue;
        const [to] = person(rest, n[1] + 2 + item.length + 1, subject);
        add(subject, -n[0]); add(to, n[0]);
      } else {
        const [to, next] = person(rest, 1, subject);
        const amount = readNumber(rest, next);
        if (!amount || !itemAt(rest, amount[1])) continue;
        add(subject, -amount[0]); add(to, amount[0]);
      }
      continue;
    }
    const taking = [...TAKING].find((t) => startsWith(rest, 0, t));
    if (taking) {
      const amount = readNumber(rest, taking.split(' ').length);
      if (!amount || !itemAt(rest, amount[1])) continue;
      const [from] = person(rest, amount[1] + item.length + 1, subject);
      add(subject, amount[0]); add(from, -amount[0]);
      continue;
    }
    // A verb from the table: "<verb> <quantity> <things>", "<verb> <n|fraction> of her <things> [tail]", "<verb> as many <things> as <name> has".
    const told = (v: string) => v.split(' {}')[0]!;
    const verb = [...vocabulary.verbs.keys()].filter((v) => startsWith(rest, 0, told(v))).sort((a, b) => told(b).length - told(a).length)[0];
    const amountAt = (j: number) => startsWith(rest, j, 'as many') || readQuantity(rest, j) !== undefined || [...FRACTIONS.keys()].some((f) => startsWith(rest, j, `${f} of`));
    // An unknown verb is the words before the amount, guessed from the sentence's shape.
    const unknownLength = verb || !vocabulary.guess ? undefined : [1, 2, 3, 4].find(amountAt);
    if (!verb && unknownLength === undefined) return { answer: undefined, why: `verb: ${words.join(' ')}` };
    const known = verb ? vocabulary.verbs.get(verb)! : undefined;
    let at = verb ? verb.split(' {}')[0]!.split(' ').length : unknownLength!;
    const base = known?.base ?? baseOf(rest.slice(0, at));
    let owned = false;
    let tail = '';
    let value: number | undefined;
    const manyAs = /^as many (.+) as (\S+) (has|had at first|had (before .+))$/.exec(rest.slice(at).join(' '));
    if (manyAs) {
      if (manyAs[1] !== asked) continue;
      const whose = PRONOUNS.has(manyAs[2]!) ? subject : manyAs[2]!;
      value = manyAs[3] === 'has' ? count.get(whose) ?? 0 : manyAs[4] ? snapshots.get(manyAs[4])?.get(whose) ?? 0 : start.get(whose) ?? 0;
    } else {
      const fraction = [...FRACTIONS].find(([f]) => startsWith(rest, at, `${f} of`));
      const quantity = fraction ? undefined : readQuantity(rest, at);
      if (fraction) at += fraction[0].split(' ').length + 1;
      else if (quantity) at = quantity[1] + (rest[quantity[1]] === 'more' ? 1 : 0);
      else return { answer: undefined, why: `amount: ${words.join(' ')}` };
      const ofOwn = rest[at] === 'of' ? 0 : POSSESSIVES.has(rest[at]!) ? 1 : 0;
      if (rest[at] === 'of' && POSSESSIVES.has(rest[at + 1]!)) { at += 2; owned = true; }
      else if (ofOwn) at += 1;
      if (!itemAt(rest, at)) continue;
      tail = rest.slice(at + item.length).join(' ');
      value = fraction ? (count.get(subject) ?? 0) / fraction[1] : quantity![0];
    }
    const meaning = known?.meaning ?? vocabulary.guess!(owned, tail);
    if (meaning === 'none') continue;
    add(subject, meaning === 'gain' ? value : -value);
    totals.set(`${subject} ${base}`, (totals.get(`${subject} ${base}`) ?? 0) + value);
  }
  return { answer: answerQuestion(q, asked, { count, start, totals, snapshots, other, relation }) };
}

interface Counts {
  count: Map<string, number>; start: Map<string, number>; totals: Map<string, number>;
  snapshots: Map<string, Map<string, number>>; other: (name: string) => string; relation: string;
}

function answerQuestion(q: string, asked: string, c: Counts): number | undefined {
  const who = (text: string) => (text.endsWith(`'s ${c.relation}`) ? c.other(text.split("'s ")[0]!) : text);
  const body = q.replace(/^together , /, '').replace(` ?`, '').replace(/ \?$/, '');
  let m = /^how many (more|fewer) .+ does (\S+) have than (\S+) now$/.exec(body);
  if (m) return Math.abs((c.count.get(m[2]!) ?? 0) - (c.count.get(m[3]!) ?? 0));
  m = /^how many .+? do (\S+) and (\S+) have (?:together now|between them in the end|now)$/.exec(body);
  if (m) return (c.count.get(m[1]!) ?? 0) + (c.count.get(m[2]!) ?? 0);
  const asker = c.relation ? `(\\S+'s ${c.relation}|\\S+)` : '(\\S+)';
  m = new RegExp(`^how many .+? did ${asker} have (at first|at the start|to begin with|before .+)$`).exec(body);
  if (m) return m[2]!.startsWith('before') ? c.snapshots.get(m[2]!)?.get(who(m[1]!)) ?? 0 : c.start.get(who(m[1]!));
  m = new RegExp(`^how many .+? did ${asker} (.+) in all$`).exec(body);
  if (m) return c.totals.get(`${who(m[1]!)} ${m[2]}`) ?? 0;
  m = new RegExp(`^(?:how many .+? does ${asker} (?:have|end up with)|what is the number of .+? ${asker} has|how many .+? are left with ${asker})(?: now| in the end| at the end)?$`).exec(body);
  if (m) return c.count.get(who(m[1] ?? m[2] ?? m[3]!));
  void asked;
  return undefined;
}
