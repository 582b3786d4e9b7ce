/**
 * The docs' shell examples, run as written: every ```sh block of README.md,
 * docs/api.md and docs/evaluation.md goes through bash against a real camp on
 * loopback, with CAMP set to its address, so an example that stops working
 * fails here.
 *
 * The fence's info string says what to do with a block:
 *   ```sh norun                 not run (it starts a server, installs, ...): reported as skipped
 *   ```sh expect=agent_key      run; the output must hold each expect= value
 *   ```sh expect='"ok":true'    (a value with spaces or quotes is quoted)
 * A block's output may hold a problem reply (urn:camp:problem:<code>) only
 * when one of its expect= values names that code.
 *
 * The blocks of one document run in order on one camp, in one folder, so a
 * block can read the files an earlier one wrote; the variables a block
 * assigns (KEY=..., TOKEN=...) carry to the next. A line `ANSWER=...` is where
 * a reader types the puzzle's answer: the test puts the right answer there,
 * found with the camp's secret for the token in $TOKEN.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCamp, type TestCamp } from '../support/camp.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Example {
  file: string;
  line: number;
  norun: boolean;
  expect: string[];
  code: string;
}

/** `sh norun`, `sh expect=a expect="b c"`: the attributes after the language. */
function readInfo(info: string, where: string): { norun: boolean; expect: string[] } {
  const result = { norun: false, expect: [] as string[] };
  const pattern = /\s*([a-z]+)(?:=("[^"]*"|'[^']*'|\S+))?/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(info)) !== null && match[0] !== '') {
    consumed = pattern.lastIndex;
    const [, name, raw] = match;
    if (name === 'norun' && raw === undefined) result.norun = true;
    else if (name === 'expect' && raw !== undefined) result.expect.push(/^["']/.test(raw) ? raw.slice(1, -1) : raw);
    else throw new Error(`${where}: unknown fence attribute '${match[0].trim()}'`);
  }
  if (info.slice(consumed).trim() !== '') throw new Error(`${where}: cannot read the fence's info string '${info}'`);
  return result;
}

/** Every ```sh block of a Markdown file, with its line number and attributes. */
function shellExamples(file: string): Example[] {
  const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  const found: Example[] = [];
  for (let at = 0; at < lines.length; at++) {
    const fence = /^```(\S*)(.*)$/.exec(lines[at]!);
    if (!fence) continue;
    const end = lines.findIndex((line, index) => index > at && line.startsWith('```'));
    if (end < 0) throw new Error(`${file}:${at + 1}: a code block that never closes`);
    if (fence[1] === 'sh' || fence[1] === 'bash' || fence[1] === 'shell') {
      const where = `${file}:${at + 1}`;
      found.push({ file, line: at + 1, ...readInfo(fence[2]!, where), code: lines.slice(at + 1, end).join('\n') });
    }
    at = end;
  }
  return found;
}

/** The variables a block assigns at the start of a line (KEY=..., TOKEN=...). */
function assigned(code: string): string[] {
  return [...new Set([...code.matchAll(/^\s*([A-Z_][A-Z0-9_]*)=/gm)].map((match) => match[1]!))];
}

function runBash(script: string, cwd: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const DOCUMENTS: { file: string; cwd: 'scratch' | 'repository' }[] = [
  { file: 'README.md', cwd: 'scratch' },
  { file: 'docs/api.md', cwd: 'scratch' },
  // `npm run eval` runs in the camp's own folder, as a reader runs it.
  { file: 'docs/evaluation.md', cwd: 'repository' },
];

const all = DOCUMENTS.map(({ file }) => shellExamples(file)).flat();

it('finds the examples, each runnable one saying what it expects', () => {
  const runnable = all.filter((example) => !example.norun);
  expect(runnable.length).toBeGreaterThanOrEqual(15);
  expect(all.filter((example) => example.norun).length).toBeGreaterThanOrEqual(3);
  for (const example of runnable) expect(example.expect, `${example.file}:${example.line}`).not.toEqual([]);
  // The quick start has the reader type answers: the test must have places to put them.
  expect(all.filter((example) => example.file === 'README.md' && /^ANSWER=/m.test(example.code)).length).toBeGreaterThanOrEqual(3);
  for (const example of all.filter((candidate) => /^ANSWER=/m.test(candidate.code))) {
    expect(example.code, `${example.file}:${example.line} sets TOKEN before ANSWER`).toMatch(/^TOKEN=[^\n]*\n(?:.*\n)*?ANSWER=/m);
  }
  // Examples read the camp's address from CAMP; a block that sets it would send the test elsewhere.
  for (const example of runnable) expect(example.code, `${example.file}:${example.line}`).not.toMatch(/^\s*(export\s+)?CAMP=/m);
});

for (const { file, cwd } of DOCUMENTS) {
  describe(file, () => {
    let camp: TestCamp;
    let answers: http.Server;
    let answerUrl = '';
    let folder = '';
    const secret = crypto.randomBytes(32).toString('base64url');

    beforeAll(async () => {
      // A run's race at an agent's pace would take hours: the examples' camp plays it at once.
      camp = await startCamp({ CAMP_SECRET: secret, CAMP_RUN_RACE_BOT_SECONDS: '0' });
      // The answer a reader works out from the puzzle, found here with the camp's secret.
      answers = http.createServer((request, response) => {
        const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token') ?? '';
        camp.answerFor(token).then(
          (answer) => response.end(String(answer)),
          (error) => { response.statusCode = 400; response.end(String(error)); },
        );
      });
      await new Promise<void>((resolve) => answers.listen(0, '127.0.0.1', resolve));
      const address = answers.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      answerUrl = `http://127.0.0.1:${address.port}/`;
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-docs-'));
    });

    afterAll(async () => {
      await new Promise((resolve) => answers?.close(resolve));
      await camp?.close();
      if (folder) fs.rmSync(folder, { recursive: true, force: true });
    });

    for (const example of all.filter((candidate) => candidate.file === file)) {
      const name = `${file}:${example.line}: ${example.code.split('\n').find((line) => line.trim() && !line.startsWith('#'))?.trim().slice(0, 60)}`;
      if (example.norun) {
        it.skip(`${name} (norun)`, () => {});
        continue;
      }
      // Generous: a smoke run played through a camp, with its report card, takes about a minute on a loaded machine.
      it(name, async () => {
        const state = path.join(folder, 'variables.sh');
        const code = example.code.replace(/^ANSWER=.*$/gm, 'ANSWER=$(curl -sf "$DOCS_ANSWER_URL?token=$TOKEN")');
        const keep = assigned(example.code).map((variable) => `declare -p ${variable} >> "$DOCS_STATE"`).join('\n');
        const script = `set -eo pipefail\n[ -f "$DOCS_STATE" ] && source "$DOCS_STATE"\n${code}\n${keep}\n`;
        const { code: exit, output } = await runBash(script, cwd === 'scratch' ? folder : ROOT, {
          CAMP: camp.url, CAMP_SECRET: secret, DOCS_ANSWER_URL: answerUrl, DOCS_STATE: state,
        });
        expect(exit, output).toBe(0);
        for (const wanted of example.expect) expect(output, `expected ${JSON.stringify(wanted)} in the output`).toContain(wanted);
        for (const [, problem] of output.matchAll(/urn:camp:problem:([a-z_]+)/g)) {
          expect(example.expect.some((wanted) => wanted.includes(problem!)), `unexpected problem '${problem}' in:\n${output}`).toBe(true);
        }
      }, 240_000);
    }
  });
}
