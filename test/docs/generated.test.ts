/**
 * The generated parts of docs/*.md (the settings table, each game's rules,
 * commands and options) say what the code says: a stale part, or a setting
 * list or game with no marker pair in the docs, fails here until
 * `npm run docs` is run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { allSettings } from '../../src/platform/config/settings.ts';
import { readConfig } from '../../src/platform/config/load.ts';
import { DOCS_DIR, escapeTags, expectedBlocks, settingsTable, updateDocs } from '../../scripts/docs.ts';

const pageText = () => new Map(fs.readdirSync(DOCS_DIR).filter((name) => name.endsWith('.md')).map((name) => [name, fs.readFileSync(path.join(DOCS_DIR, name), 'utf8')]));

describe('the docs in the repository', () => {
  it('hold every generated part, up to date, and the check changes nothing', () => {
    const before = pageText();
    const report = updateDocs(DOCS_DIR, expectedBlocks(), { check: true });
    expect(report, 'run `npm run docs` to regenerate').toEqual({ stale: [], missing: [], unknown: [], written: [] });
    expect(pageText()).toEqual(before);
  });

  it('generate a part for every game of the registry and a row for every setting', () => {
    const names = expectedBlocks().map((block) => `${block.page}: ${block.name}`);
    expect(names).toEqual(['operations.md: settings', ...games.map((game) => `games.md: game:${game.id}`)]);
    const table = expectedBlocks()[0]!.text.split('\n');
    expect(table).toHaveLength(allSettings.length + 2);
    for (const setting of allSettings) expect(table.some((row) => row.startsWith(`| \`${setting.name}\` |`)), setting.name).toBe(true);
    for (const game of games) {
      const text = expectedBlocks().find((block) => block.name === `game:${game.id}`)!.text;
      for (const command of game.commands) expect(text, `${game.id} ${command.syntax}`).toContain(`\`${command.syntax}\``);
      for (const option of game.options) expect(text, `${game.id} ${option.name}`).toContain(`\`${option.name}\``);
    }
  });

  it('show each default the camp really takes when its variable is unset', () => {
    const read = readConfig({});
    if (!read.ok) throw new Error(read.error);
    const table = settingsTable(allSettings);
    expect(table).toContain('| `PORT` | `8080` |');
    expect(read.config.port).toBe(8080);
    expect(table).toContain('| `CAMP_LOCKOUT_SECONDS` | `60` |');
    expect(read.config.limits.lockoutMs).toBe(60_000);
    expect(table).toContain('| `DATABASE_URL` | unset |');
    expect(read.config.databaseUrl).toBeUndefined();
  });
});

describe('the generator', () => {
  const dirs: string[] = [];
  afterEach(() => { for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true }); });
  const docsDir = (pages: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-docs-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(pages)) fs.writeFileSync(path.join(dir, name), text);
    return dir;
  };
  const blocks = [{ page: 'a.md', name: 'one', text: 'new text' }, { page: 'a.md', name: 'two', text: 'kept' }];
  const page = '# A\n\nby hand\n<!-- generated:one:start -->\nold text\n<!-- generated:one:end -->\nby hand too\n<!-- generated:two:start -->\nkept\n<!-- generated:two:end -->\n';

  it('names a stale part and changes nothing in check mode, then rewrites only that part', () => {
    const dir = docsDir({ 'a.md': page });
    expect(updateDocs(dir, blocks, { check: true })).toEqual({ stale: ['a.md: one'], missing: [], unknown: [], written: [] });
    expect(fs.readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe(page);
    expect(updateDocs(dir, blocks, { check: false })).toEqual({ stale: ['a.md: one'], missing: [], unknown: [], written: ['a.md'] });
    expect(fs.readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe(page.replace('old text', 'new text'));
    expect(updateDocs(dir, blocks, { check: true }).stale).toEqual([]);
  });

  it('reports a part with no marker pair, a pair with nothing to generate, an unclosed marker and a missing page', () => {
    const dir = docsDir({
      'a.md': '<!-- generated:one:start -->\nnew text\n<!-- generated:one:end -->\n<!-- generated:gone:start -->\nx\n<!-- generated:gone:end -->\n<!-- generated:two:start -->\nkept\n',
    });
    const report = updateDocs(dir, [...blocks, { page: 'b.md', name: 'three', text: '' }], { check: true });
    expect(report.missing).toEqual(['a.md: two', 'b.md: three']);
    expect(report.unknown.sort()).toEqual(['a.md: gone', 'a.md: two (no end marker)']);
  });

  it('escapes what a Markdown viewer would take for a tag, but not inside code', () => {
    expect(escapeTags('move <from> <to>: `move <from> <to>`, r <= 2')).toBe('move &lt;from> &lt;to>: `move <from> <to>`, r <= 2');
  });
});
