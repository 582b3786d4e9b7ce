/**
 * A test's own arithmetic, written apart from the camp's code so puzzle
 * answers are checked independently of the generator that made them.
 */

/** Whole-number arithmetic over + - * / and parentheses; a division must leave no remainder. */
export function evaluateArithmetic(source: string): number {
  const tokens = source.match(/\d+|[-+*/()]|\S/g) ?? [];
  let at = 0;
  const atom = (): number => {
    const token = tokens[at++];
    if (token === '(') {
      const value = sum();
      if (tokens[at++] !== ')') throw new Error(`unbalanced: ${source}`);
      return value;
    }
    if (token !== undefined && /^\d+$/.test(token)) return Number(token);
    throw new Error(`unexpected ${token} in ${source}`);
  };
  const product = (): number => {
    let value = atom();
    while (tokens[at] === '*' || tokens[at] === '/') {
      const op = tokens[at++];
      const right = atom();
      if (op === '/' && value % right !== 0) throw new Error(`${value} / ${right} leaves a remainder in ${source}`);
      value = op === '*' ? value * right : value / right;
    }
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (tokens[at] === '+' || tokens[at] === '-') {
      const op = tokens[at++];
      const right = product();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  };
  const value = sum();
  if (at !== tokens.length) throw new Error(`trailing ${tokens[at]} in ${source}`);
  return value;
}
