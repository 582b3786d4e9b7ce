/**
 * The docs pages the camp serves: every docs/*.md, rendered once per
 * process on first use, and the PNG images under docs/images/. What can be
 * served is the listing read when the library is made: a name is looked up
 * in it, never joined onto a path, so no request reaches another file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { docsRenderer, IMAGE_NAME, PAGE_NAME, type RenderedPage } from './render.ts';

export const DOCS_DIR = path.resolve(import.meta.dirname, '../../../docs');

export class DocsLibrary {
  /** Page name (file name without .md) to its file, in name order. */
  private readonly pageFiles: Map<string, string>;
  private readonly imageFiles: Map<string, string>;
  private readonly rendered = new Map<string, RenderedPage>();
  private readonly images = new Map<string, Buffer>();
  private readonly render: (markdown: string) => RenderedPage;

  constructor(readonly dir: string) {
    this.pageFiles = listing(dir, (name) => name.endsWith('.md') && PAGE_NAME.test(name.slice(0, -3)), (name) => name.slice(0, -3));
    this.imageFiles = listing(path.join(dir, 'images'), (name) => IMAGE_NAME.test(name), (name) => name);
    this.render = docsRenderer(new Set(this.pageFiles.keys()));
  }

  pageNames(): string[] {
    return [...this.pageFiles.keys()];
  }

  page(name: string): RenderedPage | undefined {
    const file = this.pageFiles.get(name);
    if (file === undefined) return undefined;
    let page = this.rendered.get(name);
    if (!page) {
      page = this.render(fs.readFileSync(file, 'utf8'));
      this.rendered.set(name, page);
    }
    return page;
  }

  image(name: string): Buffer | undefined {
    const file = this.imageFiles.get(name);
    if (file === undefined) return undefined;
    let bytes = this.images.get(name);
    if (!bytes) {
      bytes = fs.readFileSync(file);
      this.images.set(name, bytes);
    }
    return bytes;
  }
}

/** The regular files of `dir` whose names pass `keep`, by the name `key` gives them, in name order. */
function listing(dir: string, keep: (name: string) => boolean, key: (name: string) => string): Map<string, string> {
  if (!fs.existsSync(dir)) return new Map();
  const names = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile() && keep(entry.name)).map((entry) => entry.name).sort();
  return new Map(names.map((name) => [key(name), path.join(dir, name)]));
}

const libraries = new Map<string, DocsLibrary>();

/** One library per folder and process, so each page is rendered once however many camps a process starts. */
export function docsLibrary(dir = DOCS_DIR): DocsLibrary {
  let library = libraries.get(dir);
  if (!library) {
    library = new DocsLibrary(dir);
    libraries.set(dir, library);
  }
  return library;
}
