/** Starting servers as child processes for benchmarks, so load and server don't share a thread. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startServer(script: string, env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : []), '--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const response = await fetch(readyUrl, { method: readyUrl.endsWith('/act') ? 'POST' : 'GET', headers: { 'content-type': 'application/json' }, body: readyUrl.endsWith('/act') ? '{"command":"x"}' : undefined });
      if (response.ok) return child;
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The benchmark's agents all share one address and act as fast as the camp answers: the production limits would refuse them. */
export const BENCH_LIMITS = {
  CAMP_LIMIT_ACCOUNTS_PER_HOUR: '1000000',
  CAMP_LIMIT_LOGINS_PER_MINUTE: '1000000',
  CAMP_LIMIT_CHECKS_PER_MINUTE: '1000000',
  CAMP_LIMIT_GAME_CALLS_PER_MINUTE: '1000000000',
};
