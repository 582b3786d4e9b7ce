/**
 * The page's JavaScript, bundled in memory with esbuild when the camp starts:
 * one bundle for the lobby and one per game (the shell plus that game's
 * board from src/games/<id>/ (see boardModule), or the plain text board
 * when it has none).
 * Each bundle is built once per process and kept, with its gzip form.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const gamesDir = path.resolve(webDir, '../../games');

export const LOBBY_BUNDLE = 'lobby';
export const LEADERBOARDS_BUNDLE = 'leaderboards';
export const REVIEWS_BUNDLE = 'reviews';

export interface PageBundle {
  name: string;
  code: string;
  gzipped: Buffer;
  /** Short content hash: the asset URL changes whenever the code does, so browsers may cache it for good. */
  hash: string;
  bytes: number;
  gzipBytes: number;
}

const bundles = new Map<string, Promise<PageBundle>>();

/** A game's browser board is src/games/<id>/board.ts; null when the game has none (the page shows its text board). */
export function boardModule(gameId: string): string | null {
  return fs.existsSync(path.join(gamesDir, gameId, 'board.ts')) ? 'board.ts' : null;
}

function entrySource(name: string): string {
  if (name === LOBBY_BUNDLE) return `import { bootLobby } from './page/main.ts';\nbootLobby();\n`;
  if (name === LEADERBOARDS_BUNDLE) return `import { bootLeaderboards } from './page/main.ts';\nbootLeaderboards();\n`;
  if (name === REVIEWS_BUNDLE) return `import { bootReviews } from './page/main.ts';\nbootReviews();\n`;
  const module = boardModule(name);
  const board = module
    ? `import { board } from '../../games/${name}/${module}';`
    : `import { textBoard as board } from './page/text-board.ts';`;
  return `${board}\nimport { bootGamePage } from './page/main.ts';\nbootGamePage(board);\n`;
}

async function buildBundle(name: string): Promise<PageBundle> {
  const result = await build({
    stdin: { contents: entrySource(name), resolveDir: webDir, sourcefile: `${name}-entry.ts`, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const gzipped = gzipSync(code);
  return {
    name,
    code,
    gzipped,
    hash: createHash('sha256').update(code).digest('hex').slice(0, 12),
    bytes: Buffer.byteLength(code),
    gzipBytes: gzipped.length,
  };
}

/** The bundle for the lobby or a game id; the same promise for every caller in this process. */
export function pageBundle(name: string): Promise<PageBundle> {
  let pending = bundles.get(name);
  if (!pending) {
    pending = buildBundle(name);
    // A failed build is retried on the next request instead of being cached.
    pending.catch(() => bundles.delete(name));
    bundles.set(name, pending);
  }
  return pending;
}
