/**
 * The built-in puzzle generator as it stood before the current one, read
 * from the repository's history into a temporary folder and imported from
 * there: the cost bench measures against it without a second copy of its
 * code in the tree. Needs a clone that holds PREVIOUS_GENERATOR.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { makeBuiltinPuzzle } from '../../src/platform/agent-check/puzzles/builtin.ts';

/** The last commit with the template generator (10 story structures, 15 settings). */
export const PREVIOUS_GENERATOR = 'f287882a5100de30767830ec72e615ddce94ec59';
const FOLDER = 'src/platform/agent-check/puzzles';

export async function loadPreviousGenerator(): Promise<typeof makeBuiltinPuzzle> {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  try {
    git('cat-file', '-e', `${PREVIOUS_GENERATOR}^{commit}`);
  } catch {
    throw new Error(`commit ${PREVIOUS_GENERATOR} is not in this clone (a shallow one?): fetch the full history to compare against the previous generator`);
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-previous-puzzles-'));
  for (const file of git('ls-tree', '--name-only', `${PREVIOUS_GENERATOR}:${FOLDER}`).split('\n').filter(Boolean)) {
    fs.writeFileSync(path.join(copy, file), git('show', `${PREVIOUS_GENERATOR}:${FOLDER}/${file}`));
  }
  const module = await import(pathToFileURL(path.join(copy, 'builtin.ts')).href) as { makeBuiltinPuzzle: typeof makeBuiltinPuzzle };
  return module.makeBuiltinPuzzle;
}
