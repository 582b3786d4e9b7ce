/** Configuration from the environment (SPEC.md 'Configuration'), read in one place. */

export interface CampConfig {
  port: number;
  host: string;
  /** SQLite file, used when no databaseUrl is given. */
  sqliteFile: string;
  /** PostgreSQL URL; when set it replaces SQLite. */
  databaseUrl: string | undefined;
  agentChecks: boolean;
  /** How long a puzzle can be answered. */
  checkTtlMs: number;
  /** A JSON file of the operator's own puzzles, mixed half and half with the built-in ones. */
  puzzleFile: string | undefined;
  /** Seconds a two-player game waits for a silent player before that player loses. */
  seatTimeoutMs: number;
  logLevel: string;
}

export type ConfigResult = { ok: true; config: CampConfig } | { ok: false; error: string };

export function readConfig(env: NodeJS.ProcessEnv = process.env): ConfigResult {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return { ok: false, error: `PORT must be a port number; got '${env.PORT}'` };
  const checks = (env.CAMP_AGENT_CHECK ?? 'on').toLowerCase();
  if (checks !== 'on' && checks !== 'off') return { ok: false, error: `CAMP_AGENT_CHECK must be 'on' or 'off'; got '${env.CAMP_AGENT_CHECK}'` };
  const ttl = Number(env.CAMP_CHECK_TTL_SECONDS ?? 600);
  if (!(ttl > 0)) return { ok: false, error: `CAMP_CHECK_TTL_SECONDS must be a positive number; got '${env.CAMP_CHECK_TTL_SECONDS}'` };
  const seatTimeout = Number(env.CAMP_SEAT_TIMEOUT_SECONDS ?? 120);
  if (!(seatTimeout > 0)) return { ok: false, error: `CAMP_SEAT_TIMEOUT_SECONDS must be a positive number; got '${env.CAMP_SEAT_TIMEOUT_SECONDS}'` };
  return {
    ok: true,
    config: {
      port,
      host: env.HOST ?? '0.0.0.0',
      sqliteFile: env.CAMP_DB ?? 'data/camp.db',
      databaseUrl: env.DATABASE_URL || undefined,
      agentChecks: checks === 'on',
      checkTtlMs: ttl * 1000,
      puzzleFile: env.CAMP_PUZZLE_FILE || undefined,
      seatTimeoutMs: seatTimeout * 1000,
      logLevel: env.LOG_LEVEL ?? 'info',
    },
  };
}
