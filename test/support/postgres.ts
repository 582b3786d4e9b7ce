/**
 * A throwaway PostgreSQL server for tests: a fresh cluster in a temporary
 * folder, listening on a free loopback port, removed afterwards. It needs
 * Debian's postgresql package (`.ci/run` installs it); without it the tests
 * that need it fail and say what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TestPostgres {
  url: string;
  stop(): void;
  /** Stops the server at once, as a crash would, keeping its data for `resume`. */
  halt(): void;
  /** Starts a halted server again on the same port and data. */
  resume(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL server binaries not found: install them with `apt-get install postgresql` (.ci/run does).');
  return found;
}

/** The path of one of PostgreSQL's programs (pg_dump, pg_restore, ...). */
export function postgresProgram(name: string): string {
  return path.join(binDir(), name);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * `settings` are server settings over the defaults; tests run with fsync off,
 * benchmarks of durable writes turn it on as a production server has it.
 */
export async function startPostgres(settings: Record<string, string> = {}): Promise<TestPostgres> {
  const serverSettings = Object.entries({ listen_addresses: '127.0.0.1', fsync: 'off', ...settings }).map(([name, value]) => `-c ${name}=${value}`).join(' ');
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camp-pg-'));
  // PostgreSQL refuses to run as root: run it as the postgres user when we are root.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (program: string, args: string[]) => {
    const command = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] as const : [path.join(bin, program), args] as const;
    const result = spawnSync(command[0], [...command[1]], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'camp', '--no-sync', '-E', 'UTF8']);
  const start = () => run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} ${serverSettings}`, 'start']);
  start();
  return {
    url: `postgres://camp@127.0.0.1:${port}/postgres`,
    halt: () => run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']),
    resume: start,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
