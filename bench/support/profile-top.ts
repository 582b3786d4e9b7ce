/**
 * Prints the functions with the most self time in a V8 .cpuprofile (from
 * `node --cpu-prof`), and the share of samples spent in each.
 *
 *   npx tsx bench/support/profile-top.ts <file.cpuprofile> [how many, default 25] [last seconds]
 *
 * With `last seconds`, only the samples of the profile's final seconds count:
 * for a server stopped right after a load test, the load without the start-up.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, countText, lastText] = process.argv.slice(2);
if (!file) {
  console.error('usage: npx tsx bench/support/profile-top.ts <file.cpuprofile> [count]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
const nodesById = new Map(profile.nodes.map((node) => [node.id, node]));

// Self time per node from the sample intervals (hit counts alone ignore uneven sampling).
const selfMicros = new Map<number, number>();
const totalMicros = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
const fromMicros = lastText === undefined ? 0 : totalMicros - Number(lastText) * 1e6;
let elapsed = 0;
profile.samples.forEach((id, i) => {
  elapsed += profile.timeDeltas[i] ?? 0;
  if (elapsed >= fromMicros) selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

// Same function at many call sites: sum them under one name and place.
const byFunction = new Map<string, number>();
let total = 0;
for (const [id, micros] of selfMicros) {
  const frame = nodesById.get(id)!.callFrame;
  // Line numbers are those of the transpiled code (tsx), so the file alone says where.
  const where = frame.url ? shortUrl(frame.url) : '';
  const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  total += micros;
}

const idle = ['(idle)', '(program)'].reduce((sum, name) => sum + (byFunction.get(name) ?? 0), 0);
console.log(`${(total / 1e6).toFixed(1)} s sampled, ${(100 * idle / total).toFixed(1)}% idle or program`);
const rows = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(countText ?? 25));
for (const [name, micros] of rows) console.log(`${(100 * micros / total).toFixed(1).padStart(5)}%  ${name}`);

function shortUrl(url: string): string {
  const local = url.replace(/^file:\/\//, '');
  const inProject = local.indexOf('/src/');
  if (inProject >= 0) return local.slice(inProject + 1);
  const inModules = local.lastIndexOf('/node_modules/');
  if (inModules >= 0) return local.slice(inModules + '/node_modules/'.length);
  return path.basename(local);
}
