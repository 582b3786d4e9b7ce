/** Numbers written as English words, and the words a reader takes for a number. */

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
  'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** English words for 0-9999. */
export function numberToWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 9999) throw new RangeError(`no words for ${n}`);
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? '-' + ONES[n % 10] : '');
  if (n < 1000) {
    const rest = n % 100;
    return ONES[Math.floor(n / 100)] + ' hundred' + (rest ? ' and ' + numberToWords(rest) : '');
  }
  const rest = n % 1000;
  return ONES[Math.floor(n / 1000)] + ' thousand' + (rest ? (rest < 100 ? ' and ' : ' ') + numberToWords(rest) : '');
}

/**
 * Words that read as a quantity on their own. A split word must never leave
 * one of these as a piece ("four teen" would read as four, then something).
 */
export const QUANTITY_WORDS: ReadonlySet<string> = new Set([
  ...ONES, ...TENS.filter(Boolean), 'hundred', 'thousand', 'dozen', 'dozens', 'pair', 'pairs', 'score', 'half',
  'twice', 'double', 'triple', 'third', 'quarter', 'once', 'thrice', 'teen', 'teens', 'ty', 'an', 'a', 'none', 'no',
]);
