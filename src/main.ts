/** Starts the camp: `npm start`. Configuration comes from the environment (docs/operations.md lists every setting). */
import { readConfig } from './platform/config/load.ts';
import { createCamp } from './platform/camp.ts';

const read = readConfig();
if (!read.ok) {
  console.error(`camp: ${read.error}`);
  process.exit(1);
}
const config = read.config;
const camp = await createCamp(config, { logger: { level: config.logLevel } }).catch((error: Error) => {
  console.error(`camp: ${error.message}`);
  process.exit(1);
});
await camp.app.listen({ port: config.port, host: config.host }).catch(async (error: Error) => {
  // A port in use or a host that does not resolve: one line, as for every other start-up error.
  console.error(`camp: cannot listen on ${config.host}:${config.port}: ${error.message}`);
  await camp.close().catch(() => undefined);
  process.exit(1);
});

let stopping = false;
let closing: Promise<void> | undefined;
const stop = () => {
  closing ??= camp.close().then(() => process.exit(0), () => process.exit(1));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal while draining stops at once.
    if (stopping) return stop();
    stopping = true;
    camp.drain();
    camp.app.log.info({ signal, drainSeconds: config.drainMs / 1000 }, 'shutting down');
    setTimeout(stop, config.drainMs);
  });
}
