/**
 * Account names: shown to everyone, so only visible text. A name is NFC
 * normalised; it may hold letters, marks, numbers, punctuation and symbols,
 * with single ordinary spaces (U+0020) between words. Everything that can
 * hide or disguise text is refused with its code point named: control and
 * format characters (zero-width, bidirectional controls), other spaces,
 * default-ignorable fillers, private-use, surrogate and unassigned code points.
 */

export const NAME_MAX = 40;
/** How a deleted player is shown in the races others keep; no account may take it. */
export const DELETED_ACCOUNT_NAME = 'deleted account';
/** More marks than this on one character is stacked "zalgo" text, not a script's accents. */
const MAX_MARKS_IN_A_ROW = 4;

export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** What is wrong with one character of a name, or null when it is visible text. */
function refusal(char: string): string | null {
  if (char === ' ') return null;
  if (/[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/u.test(char)) return 'a bidirectional text control';
  if (/[\u200B-\u200D\u2060\uFEFF]/u.test(char)) return 'a zero-width character';
  if (/\p{Cc}/u.test(char)) return 'a control character (new line, tab and the like)';
  if (/\p{Cf}/u.test(char)) return 'an invisible formatting character';
  if (/\p{Z}/u.test(char)) return 'a space other than the ordinary space U+0020';
  if (/\p{Co}/u.test(char)) return 'a private-use character';
  if (/\p{Cs}/u.test(char)) return 'a lone surrogate (not a whole character)';
  if (/\p{Cn}/u.test(char)) return 'an unassigned code point';
  // Letters and marks that draw nothing (Hangul fillers, variation selectors) and the blank Braille pattern.
  if (/\p{Default_Ignorable_Code_Point}|\u2800/u.test(char)) return 'an invisible character';
  if (/[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(char)) return null;
  return 'not a visible character';
}

export function checkName(raw: unknown): NameCheck {
  if (typeof raw !== 'string') return { ok: false, message: `name is required: a string of 1 to ${NAME_MAX} characters` };
  const name = raw.normalize('NFC').replace(/^ +| +$/g, '');
  const chars = [...name];
  if (chars.length === 0 || chars.length > NAME_MAX) {
    return { ok: false, message: `name must be 1 to ${NAME_MAX} characters after trimming spaces; got ${chars.length}` };
  }
  let marks = 0;
  for (const [index, char] of chars.entries()) {
    const wrong = refusal(char);
    if (wrong) return { ok: false, message: `name may not contain ${codePoint(char)}, ${wrong} (character ${index + 1}); use visible letters, numbers, punctuation and symbols with single spaces between words` };
    if (char === ' ' && chars[index - 1] === ' ') return { ok: false, message: `name may not have two spaces in a row (at character ${index}); use single spaces between words` };
    marks = /\p{M}/u.test(char) ? marks + 1 : 0;
    if (marks === 1 && (index === 0 || chars[index - 1] === ' ')) return { ok: false, message: `name may not start a word with ${codePoint(char)}, a combining mark on no letter (character ${index + 1})` };
    if (marks > MAX_MARKS_IN_A_ROW) return { ok: false, message: `name may not stack more than ${MAX_MARKS_IN_A_ROW} combining marks on one character (at character ${index + 1})` };
  }
  if (nameKey(name) === nameKey(DELETED_ACCOUNT_NAME)) return { ok: false, message: `name may not be '${DELETED_ACCOUNT_NAME}': the camp shows deleted players so` };
  return { ok: true, name };
}

/**
 * The form in which names are compared for uniqueness and at login:
 * compatibility-normalised (a fullwidth 'Ａ' is an 'A') and case-folded
 * ('STRASSE' and 'straße' are the same name).
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}
