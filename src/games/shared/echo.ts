/**
 * A player's own text quoted back in a refusal (an unknown command, a word
 * that is no card or cell): a command may be thousands of characters long,
 * and a refusal need not repeat it whole.
 */

/** How many characters of the player's text a message quotes. */
export const ECHO_LIMIT = 80;

/** `text` as a message quotes it: whole up to ECHO_LIMIT characters, else its start and an ellipsis. */
export function echoed(text: string): string {
  if (text.length <= ECHO_LIMIT) return text;
  // By code points, so that a suit sign or an emoji is never cut in half.
  const points = Array.from(text);
  return points.length <= ECHO_LIMIT ? text : `${points.slice(0, ECHO_LIMIT).join('')}…`;
}
