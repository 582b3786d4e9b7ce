/**
 * The import graph of a source tree, read from the import and export lines
 * themselves (type-only imports included: they couple modules as much as any
 * other), and the circles in it. `npm run imports` prints them; a test keeps
 * the count at zero.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Relative specifiers of `import ... from`, `export ... from`, `import '...'` and `import('...')`. */
const SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[\s;])import\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** File -> the files of the tree it imports, as paths relative to `root`. */
export function importGraph(root: string): Map<string, Set<string>> {
  const files: string[] = [];
  (function walk(dir: string) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  })(root);
  const known = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const match of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = path.resolve(path.dirname(file), match[1] ?? match[2]!);
      if (known.has(target) && target !== file) targets.add(path.relative(root, target));
    }
    graph.set(path.relative(root, file), targets);
  }
  return graph;
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components of two or more). */
export function circles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The graph between the folders right under `prefix` (a file directly under it is a node of its own). */
export function folderGraph(graph: ReadonlyMap<string, ReadonlySet<string>>, prefix: string): Map<string, Set<string>> {
  const folderOf = (file: string) => {
    const rest = file.slice(prefix.length);
    const slash = rest.indexOf('/');
    return prefix + (slash === -1 ? rest : rest.slice(0, slash + 1));
  };
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    if (!file.startsWith(prefix)) continue;
    const from = folderOf(file);
    const out = folders.get(from) ?? new Set<string>();
    folders.set(from, out);
    for (const target of targets) {
      if (target.startsWith(prefix) && folderOf(target) !== from) out.add(folderOf(target));
    }
  }
  return folders;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'src');
  const graph = importGraph(root);
  const fileCircles = circles(graph);
  const folderCircles = circles(folderGraph(graph, 'platform/'));
  for (const group of fileCircles) console.log(`circle of files: ${group.join(', ')}`);
  for (const group of folderCircles) console.log(`circle of folders: ${group.join(', ')}`);
  console.log(`${graph.size} files, ${fileCircles.length} circles of files, ${folderCircles.length} of platform folders`);
  process.exitCode = fileCircles.length + folderCircles.length > 0 ? 1 : 0;
}
