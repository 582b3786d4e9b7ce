/**
 * Regenerates the parts of docs/*.md that the code already says, so they
 * cannot drift from it: the settings table (from the settings list) and each
 * game's rules, commands and options (from its definition, through the same
 * renderer as the MCP rules resources). Each part sits between the lines
 * `<!-- generated:NAME:start -->` and `<!-- generated:NAME:end -->`; the
 * rest of the page is written by hand.
 *
 * `npm run docs` rewrites the stale parts; `npm run docs -- --check` changes
 * nothing and exits 1 naming each stale or missing part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { games } from '../src/games/registry.ts';
import { rulesBody } from '../src/platform/guide/rules-text.ts';
import { allSettings, type Setting } from '../src/platform/config/settings.ts';

export const DOCS_DIR = path.resolve(import.meta.dirname, '../docs');

/** One generated part: the page it belongs in, its marker name and its text. */
export interface GeneratedBlock {
  page: string;
  name: string;
  text: string;
}

export interface DocsReport {
  /** Parts whose text differs from what the code says now ("operations.md: settings"). */
  stale: string[];
  /** Parts the code has and the page has no marker pair for. */
  missing: string[];
  /** Marker pairs no part is generated for (a game that left the registry). */
  unknown: string[];
  /** Pages rewritten (none with `check`). */
  written: string[];
}

/** A table cell: a `|` would end the cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

export function settingsTable(settings: readonly Setting<unknown>[]): string {
  const rows = settings.map((setting) => {
    const fallback = setting.defaultText ?? (setting.default === undefined ? 'unset' : `\`${setting.default}\``);
    return `| \`${setting.name}\` | ${cell(fallback)} | ${cell(setting.description)} |`;
  });
  return ['| variable | default | what |', '|---|---|---|', ...rows].join('\n');
}

/**
 * `<from>` outside code would be taken for an HTML tag by a Markdown viewer
 * that passes HTML through (and dropped), so it is written as `&lt;from>`.
 */
export function escapeTags(markdown: string): string {
  return markdown.split(/(`[^`\n]*`)/).map((part, index) => (index % 2 ? part : part.replace(/<(?=[A-Za-z/!?])/g, '&lt;'))).join('');
}

/** Every part the docs must hold, from the code as it is now. */
export function expectedBlocks(): GeneratedBlock[] {
  return [
    { page: 'operations.md', name: 'settings', text: settingsTable(allSettings) },
    // The game's name is the page's heading just above, so its sections are one level below.
    ...games.map((game) => ({ page: 'games.md', name: `game:${game.id}`, text: escapeTags(rulesBody(game, 3)) })),
  ];
}

const MARKERS = /<!-- generated:([\w:-]+):start -->\n([\s\S]*?)<!-- generated:\1:end -->/g;
const START = /<!-- generated:([\w:-]+):start -->/g;

/** Brings the parts in `dir` up to date with `blocks`, or with `check` only reports what is out of date. */
export function updateDocs(dir: string, blocks: readonly GeneratedBlock[], { check }: { check: boolean }): DocsReport {
  const report: DocsReport = { stale: [], missing: [], unknown: [], written: [] };
  const pages = new Set([...blocks.map((block) => block.page), ...fs.readdirSync(dir).filter((name) => name.endsWith('.md'))]);
  for (const page of [...pages].sort()) {
    const file = path.join(dir, page);
    const wanted = new Map(blocks.filter((block) => block.page === page).map((block) => [block.name, block.text]));
    if (!fs.existsSync(file)) {
      for (const name of wanted.keys()) report.missing.push(`${page}: ${name}`);
      continue;
    }
    const before = fs.readFileSync(file, 'utf8');
    const closed = new Set([...before.matchAll(MARKERS)].map((match) => match[1]!));
    // A start marker without its end is as good as no marker pair.
    for (const match of before.matchAll(START)) if (!closed.has(match[1]!)) report.unknown.push(`${page}: ${match[1]} (no end marker)`);
    for (const name of wanted.keys()) if (!closed.has(name)) report.missing.push(`${page}: ${name}`);
    const after = before.replace(MARKERS, (whole, name: string, current: string) => {
      const text = wanted.get(name);
      if (text === undefined) {
        report.unknown.push(`${page}: ${name}`);
        return whole;
      }
      if (current === `${text}\n`) return whole;
      report.stale.push(`${page}: ${name}`);
      return `<!-- generated:${name}:start -->\n${text}\n<!-- generated:${name}:end -->`;
    });
    if (!check && after !== before) {
      fs.writeFileSync(file, after);
      report.written.push(page);
    }
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const report = updateDocs(DOCS_DIR, expectedBlocks(), { check });
  for (const name of report.stale) console.log(`${check ? 'stale' : 'regenerated'}: ${name}`);
  for (const name of report.missing) console.log(`missing marker pair: ${name}`);
  for (const name of report.unknown) console.log(`marker pair with nothing to generate: ${name}`);
  const failed = report.missing.length + report.unknown.length + (check ? report.stale.length : 0) > 0;
  if (!failed) console.log(check ? 'docs: every generated part is up to date' : `docs: ${report.written.length} page(s) rewritten`);
  process.exitCode = failed ? 1 : 0;
}
