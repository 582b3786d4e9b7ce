/**
 * An MCP client that plays from the text of the replies alone, as a model
 * does: it finds the puzzle's token in the text, keeps the board it was
 * sent and applies the changed lines a move's reply sends. The structured
 * content is only read to check what the text told.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { expect } from 'vitest';
import type { TestCamp } from './camp.ts';
import type { ToolOutput } from './mcp.ts';

/** What names an HTTP call rather than a tool: a method, a route (an MCP resource's camp:// address is none), a header. */
export const HTTP_WORDING = /\b(GET|POST|PUT|DELETE|PATCH)\b|\/api\/|(?<!camp:\/)\/games\/|\b[Xx]-(Agent|Camp|agent|camp)-|\b[Cc]amp-[Cc]hannel\b|\bAuthorization\b|\bRetry-After\b|\bIdempotency-Key\b|\bHTTP\b/;

/** A reply's text without its puzzle, a word problem in letters of random case ("GeT", "POST office"), not the camp's words. */
export const withoutPuzzle = (text: string) => text.replace(/^Puzzle: .*$/m, '');

/** Sentences of 30 characters or more said twice in one text (a board's ruler of column numbers, above and below it, is none). */
export function repeatedSentences(text: string): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  const sentences = text.split(/(?<=[.!?])\s+|\n/).map((part) => part.trim()).filter((part) => part.length >= 30 && /[a-z]/i.test(part));
  for (const sentence of sentences) {
    if (seen.has(sentence)) repeated.push(sentence);
    seen.add(sentence);
  }
  return repeated;
}

const BOARD_ENDS = ['\n\nNext: ', '\n\nWhat was possible: ', '\n\nPuzzle: '];

/** The board part of a game reply's text: after the header and results, before what follows it. */
function boardPart(text: string): string {
  const start = text.indexOf('\n\n') + 2;
  const ends = BOARD_ENDS.map((marker) => text.indexOf(marker, start)).filter((index) => index >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : undefined);
}

/** The board after "@@ line,count" runs, each replacing count lines of the old board from that line on by the lines under it. */
export function applyRuns(board: string[], runs: string[]): string[] {
  const result: string[] = [];
  let kept = 0;
  for (let at = 0; at < runs.length;) {
    const header = /^@@ (\d+),(\d+)$/.exec(runs[at]!);
    expect(header, runs[at]).not.toBeNull();
    const from = Number(header![1]) - 1;
    result.push(...board.slice(kept, from));
    kept = from + Number(header![2]);
    for (at++; at < runs.length && !runs[at]!.startsWith('@@ '); at++) result.push(runs[at]!);
  }
  return [...result, ...board.slice(kept)];
}

export class TextAgent {
  token: string | null = null;
  /** Every text this agent was sent. */
  readonly texts: string[] = [];
  /** How the boards came: whole, as changed lines, as replaced runs of lines, unchanged. */
  readonly boardForms = new Map<string, number>();
  private board = '';

  constructor(readonly client: Client, private readonly camp: TestCamp) {}

  static async connect(camp: TestCamp, transport: Transport): Promise<TextAgent> {
    const client = new Client({ name: 'text-agent', version: '1.0.0' });
    await client.connect(transport);
    return new TextAgent(client, camp);
  }

  /** A tool call answering the newest puzzle the text showed (the answer looked up as only a solver of the puzzle would know it). */
  async call(name: string, args: Record<string, unknown> = {}): Promise<ToolOutput & { text: string }> {
    const check = this.token ? { check_token: this.token, check_answer: await this.camp.answerFor(this.token) } : {};
    const result = await this.client.callTool({ name, arguments: { ...args, ...check } }) as ToolOutput;
    const text = result.content.map((part) => part.text ?? '').join('\n');
    this.texts.push(text);
    expect(withoutPuzzle(text), `${name}: HTTP wording`).not.toMatch(HTTP_WORDING);
    // A replay shows the board after each move, so its lines recur by design.
    // A board's lines may repeat by chance (two race players' waste lines), so only the words around it are checked.
    const board = new Set(String(result.structuredContent?.board_text ?? '').split('\n').map((line) => line.trim()).filter(Boolean));
    const prose = text.split('\n').filter((line) => !board.has(line.trim())).join('\n');
    if (name !== 'replay') expect(repeatedSentences(prose), `${name}: a sentence said twice`).toEqual([]);
    const token = /^check_token: (\S+)$/m.exec(text)?.[1];
    if (token) this.token = token;
    return { ...result, text };
  }

  /** The board as the agent knows it after a game reply's text, checked against the whole board the camp holds. */
  followBoard(reply: ToolOutput & { text: string }): string {
    const part = boardPart(reply.text).trimEnd();
    const [first, ...rest] = part.split('\n');
    const form = first!.startsWith('Changed lines') ? 'lines' : first!.startsWith('Changed since') ? 'runs' : first!.startsWith('Board unchanged') ? 'unchanged' : 'whole';
    this.boardForms.set(form, (this.boardForms.get(form) ?? 0) + 1);
    if (/^Changed lines since version \d+ \(the others as then\):$/.test(first!)) {
      const lines = this.board.split('\n');
      for (const line of rest) {
        const match = /^(\d+): (.*)$/.exec(line);
        expect(match, line).not.toBeNull();
        lines[Number(match![1]) - 1] = match![2]!;
      }
      this.board = lines.join('\n');
    } else if (/^Changed since version \d+: each "@@ line,count" replaces/.test(first!)) {
      this.board = applyRuns(this.board.split('\n'), rest).join('\n');
    } else if (!/^Board unchanged( since version \d+)?\.$/.test(first!)) {
      this.board = part;
    }
    expect(this.board).toBe(String(reply.structuredContent.board_text).trimEnd());
    return this.board;
  }
}
