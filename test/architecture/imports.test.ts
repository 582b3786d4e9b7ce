/**
 * Imports run one way: no two modules of src/ import each other, directly or
 * around a loop (type-only imports count), the platform's folders form no
 * loop either, games know nothing of the platform, and the platform knows
 * games only through their shared definition.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, folderGraph, importGraph } from '../../scripts/import-graph.ts';

const SRC = path.resolve(import.meta.dirname, '../../src');
const graph = importGraph(SRC);

/** The modules of src/games the platform may import: what every game shares, never one game's folder. */
const GAME_CONTRACT = new Set(['games/game.ts', 'games/registry.ts', 'games/board.ts', 'games/shared/worker-thread.ts']);

describe('the import graph of src/', () => {
  it('reads type-only, re-export and side-effect imports, so a circle made of them is found', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
    fs.mkdirSync(path.join(dir, 'platform/a'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'platform/b'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'platform/a/one.ts'), "import type { Two } from '../b/two.ts';\nexport type One = Two;\n");
    fs.writeFileSync(path.join(dir, 'platform/b/two.ts'), "export { three } from './three.ts';\nexport type Two = number;\n");
    fs.writeFileSync(path.join(dir, 'platform/b/three.ts'), "import '../a/one.ts';\nexport const three = 3;\n");
    const small = importGraph(dir);
    expect(circles(small)).toEqual([['platform/a/one.ts', 'platform/b/three.ts', 'platform/b/two.ts']]);
    expect(circles(folderGraph(small, 'platform/'))).toEqual([['platform/a/', 'platform/b/']]);
    fs.rmSync(dir, { recursive: true });
  });

  it('has no import circle among its files', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(circles(graph)).toEqual([]);
  });

  it('has no import circle among the platform\'s folders', () => {
    const folders = folderGraph(graph, 'platform/');
    expect(folders.size).toBeGreaterThan(10);
    expect(circles(folders)).toEqual([]);
  });

  it('keeps the games free of the platform, and the platform free of any one game', () => {
    for (const [file, targets] of graph) {
      for (const target of targets) {
        if (file.startsWith('games/')) expect(`${file} -> ${target}`).not.toMatch(/-> platform\//);
        if (file.startsWith('platform/') && target.startsWith('games/')) expect(GAME_CONTRACT, `${file} -> ${target}`).toContain(target);
      }
    }
  });

  it('keeps the platform root to a handful of files', () => {
    const root = fs.readdirSync(path.join(SRC, 'platform')).filter((name) => name.endsWith('.ts'));
    expect(root.length).toBeLessThanOrEqual(6);
  });
});
