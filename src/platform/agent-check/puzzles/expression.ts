/**
 * The small arithmetic language of operator answers: whole numbers, variable
 * names, + - * / and parentheses. Parsed once into a tree; evaluated with
 * exact integer division, so "a / b" is refused when b does not divide a.
 */

export type Expression =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; name: string }
  | { kind: 'operation'; operator: '+' | '-' | '*' | '/'; left: Expression; right: Expression };

export class ExpressionError extends Error {}

const TOKEN = /\s*(?:(\d+)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/()]))/y;

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new ExpressionError(`unexpected '${source.slice(at).trim().charAt(0)}' at position ${at + 1}`);
    tokens.push(match[1] ?? match[2] ?? match[3]!);
  }
  return tokens;
}

/** Parses `source`; throws ExpressionError saying what is wrong. */
export function parseExpression(source: string): Expression {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];

  function primary(): Expression {
    const token = tokens[at++];
    if (token === undefined) throw new ExpressionError('it ends too early');
    if (token === '(') {
      const inner = sum();
      if (tokens[at++] !== ')') throw new ExpressionError("a '(' is not closed");
      return inner;
    }
    if (/^\d+$/.test(token)) return { kind: 'number', value: Number(token) };
    if (/^[A-Za-z_]/.test(token)) return { kind: 'variable', name: token };
    throw new ExpressionError(`unexpected '${token}'`);
  }
  function product(): Expression {
    let left = primary();
    while (peek() === '*' || peek() === '/') {
      const operator = tokens[at++] as '*' | '/';
      left = { kind: 'operation', operator, left, right: primary() };
    }
    return left;
  }
  function sum(): Expression {
    let left = product();
    while (peek() === '+' || peek() === '-') {
      const operator = tokens[at++] as '+' | '-';
      left = { kind: 'operation', operator, left, right: product() };
    }
    return left;
  }

  if (tokens.length === 0) throw new ExpressionError('it is empty');
  const tree = sum();
  if (at < tokens.length) throw new ExpressionError(`unexpected '${tokens[at]}'`);
  return tree;
}

export function variablesOf(expression: Expression, into = new Set<string>()): Set<string> {
  if (expression.kind === 'variable') into.add(expression.name);
  if (expression.kind === 'operation') {
    variablesOf(expression.left, into);
    variablesOf(expression.right, into);
  }
  return into;
}

/** Evaluates with whole numbers only; throws ExpressionError on a division that leaves a remainder or by zero. */
export function evaluate(expression: Expression, values: ReadonlyMap<string, number>): number {
  switch (expression.kind) {
    case 'number': return expression.value;
    case 'variable': {
      const value = values.get(expression.name);
      if (value === undefined) throw new ExpressionError(`'${expression.name}' has no value`);
      return value;
    }
    case 'operation': {
      const left = evaluate(expression.left, values);
      const right = evaluate(expression.right, values);
      switch (expression.operator) {
        case '+': return left + right;
        case '-': return left - right;
        case '*': return left * right;
        case '/':
          if (right === 0) throw new ExpressionError('it divides by zero');
          if (left % right !== 0) throw new ExpressionError(`${left} / ${right} is not a whole number`);
          return left / right;
      }
    }
  }
}

/** The expression with each variable replaced by its value, fully parenthesised: "((3 + 4) * 2)". */
export function substitute(expression: Expression, values: ReadonlyMap<string, number>): string {
  if (expression.kind === 'number') return String(expression.value);
  if (expression.kind === 'variable') return String(values.get(expression.name));
  return `(${substitute(expression.left, values)} ${expression.operator} ${substitute(expression.right, values)})`;
}
