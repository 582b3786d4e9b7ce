/**
 * A camp in its own process (`src/main.ts`), for tests that kill it: the
 * server a deployment runs, with nothing of the test in its address space.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface CampProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown code runs, as when the machine loses the process. */
  kill(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `command` starts it another way: `['npm', 'start']` as the README does. */
export async function startCampProcess(env: Record<string, string>, command = [process.execPath, '--import', 'tsx', 'src/main.ts']): Promise<CampProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`the camp process exited with code ${child.exitCode} before it answered`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, kill };
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await kill();
  throw new Error('the camp process did not start within 15 s');
}

/** A GET (no body) or a JSON POST to a camp process, with an optional bearer key; the reply's status and JSON body. */
export async function callCamp(base: string, route: string, key: string | undefined, body?: unknown) {
  const response = await fetch(base + route, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() as any };
}

/** Runs an npm script of this repository (`npm run <script> -- args`) to its end, with its output. */
export function runNpmScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => { out += chunk; });
    child.stderr.on('data', (chunk) => { err += chunk; });
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}
