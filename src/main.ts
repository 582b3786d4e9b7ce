/** Starts the camp: `npm start`. Configuration comes from the environment (see README). */
import { readConfig } from './platform/config.ts';
import { createCamp } from './platform/camp.ts';
import { PuzzleFileError } from './platform/agent-check/puzzle.ts';

const read = readConfig();
if (!read.ok) {
  console.error(`camp: ${read.error}`);
  process.exit(1);
}
const config = read.config;
const camp = await createCamp(config, { logger: { level: config.logLevel } }).catch((error: unknown) => {
  if (!(error instanceof PuzzleFileError)) throw error;
  console.error(`camp: ${error.message}`);
  process.exit(1);
});
await camp.app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    camp.app.log.info({ signal }, 'shutting down');
    camp.close().then(() => process.exit(0), () => process.exit(1));
  });
}
