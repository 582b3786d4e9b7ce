/**
 * Every setting the camp reads from its environment, in one list: the
 * variable, its default, what it does (the text of the settings table in
 * docs/operations.md, which `npm run docs` generates from here) and how its
 * text is read. The keys are the fields of the configuration they fill.
 */
import {
  adminKeys, databaseUrl, DEFAULT_SQLITE_FILE, LOG_LEVELS, logLevel, onOff, optionalPort, optionalText, optionalToken, percent, portNumber, positiveInteger, positiveSeconds,
  publicUrl, seconds, secretFile, text, trustedProxies, type Env,
} from './parsers.ts';

export interface Setting<T> {
  /** The environment variable. */
  name: string;
  /** What an unset variable reads as; undefined when unset means "none". */
  default: string | undefined;
  /** How the docs show a default that is not a plain value. */
  defaultText?: string;
  /** One paragraph of Markdown for the settings table. */
  description: string;
  /** Its text (the default when unset, '' when there is none) as a value; throws SettingRefused. */
  parse(value: string, env: Env): T;
}

export type SettingGroup = Record<string, Setting<unknown>>;

export const campSettings = {
  port: {
    name: 'PORT', default: '8080', parse: portNumber,
    description: 'HTTP port (digits, 0-65535; an empty value is refused, not read as 0)',
  },
  host: {
    name: 'HOST', default: '0.0.0.0', parse: text,
    description: 'address to listen on',
  },
  sqliteFile: {
    name: 'CAMP_DB', default: DEFAULT_SQLITE_FILE, parse: text,
    description: "the SQLite file; a new one (and a folder made for it) is readable by the camp's user only, since it holds every hidden card and mine",
  },
  databaseUrl: {
    name: 'DATABASE_URL', default: undefined, parse: databaseUrl,
    description: 'a PostgreSQL URL (`postgres://` or `postgresql://`; anything else is refused); when set it replaces SQLite, and several camp processes can share it',
  },
  agentChecks: {
    name: 'CAMP_AGENT_CHECK', default: 'on', parse: onOff,
    description: '`off` switches agent checks off (local training runs)',
  },
  checkTtlMs: {
    name: 'CAMP_CHECK_TTL_SECONDS', default: '600', parse: positiveSeconds,
    description: 'how long a puzzle can be answered',
  },
  secret: {
    name: 'CAMP_SECRET', default: undefined, parse: optionalText,
    description: 'the secret that signs puzzle answers (at least 32 characters); set the same value on every process of one camp. Several, separated by white space, newest first: new puzzles are signed with the first, answers checked against all (see [Rotating the secret](#rotating-the-secret))',
  },
  secretFile: {
    name: 'CAMP_SECRET_FILE', default: undefined, defaultText: '`camp.secret` beside `CAMP_DB`', parse: secretFile,
    description: "where the secret is kept when `CAMP_SECRET` is unset: created on first start, readable by the camp's user only (the camp refuses to start if others can read it)",
  },
  puzzleFile: {
    name: 'CAMP_PUZZLE_FILE', default: undefined, parse: optionalText,
    description: "a JSON file of the operator's own agent check puzzles, checked in full at start; a changed file is read again within seconds, without a restart (see [agent-check.md](agent-check.md#operator-puzzles))",
  },
  puzzleShare: {
    name: 'CAMP_PUZZLE_SHARE', default: '50', parse: percent,
    description: 'with `CAMP_PUZZLE_FILE`, the percentage of puzzles that come from it (0-100; 100 serves only the operator\'s puzzles)',
  },
  idempotencyKeepMs: {
    name: 'CAMP_IDEMPOTENCY_SECONDS', default: '86400', parse: positiveSeconds,
    description: 'how long the reply to a `new`, `act` or `finish` sent with an `Idempotency-Key` is kept for repeats of it (see [api.md](api.md#idempotency-keys))',
  },
  seatTimeoutMs: {
    name: 'CAMP_SEAT_TIMEOUT_SECONDS', default: '120', parse: positiveSeconds,
    description: 'how long a two-player game waits for a silent player before that player loses',
  },
  rankedIdleMs: {
    name: 'CAMP_RANKED_IDLE_SECONDS', default: '86400', parse: positiveSeconds,
    description: "how long a ranked one-player game may lie without a move before the leaderboards count it as lost (default a day; starting another game of the same variant counts it at once; see [api.md](api.md#leaderboards-and-the-daily-deal))",
  },
  runDeadlineMs: {
    name: 'CAMP_RUN_DEADLINE_SECONDS', default: '604800', parse: positiveSeconds,
    description: "how long a suite run lasts from its start (default 7 days): a run game not over by then counts as lost, and the run is complete (see [evaluation.md](evaluation.md#suite-runs)); the clock runs whether the account plays or not",
  },
  runCardSweepMs: {
    name: 'CAMP_RUN_CARD_SWEEP_SECONDS', default: '15', parse: positiveSeconds,
    description: 'how often each camp process looks for complete suite runs no one has read yet and works out their report cards, so that they enter the suite board',
  },
  runRaceBotMs: {
    name: 'CAMP_RUN_RACE_BOT_SECONDS', default: '45', parse: seconds,
    description: "how long the built-in opponent thinks per move in a suite run's race: an agent's pace by default (LLM agents take 30-90 s a call); 0 for tests",
  },
  publicUrl: {
    name: 'CAMP_PUBLIC_URL', default: undefined, parse: publicUrl,
    description: "the camp's address as the world sees it (`https://camp.example.org`); when set, the rules document gives absolute URLs under it, otherwise paths. The `Host` header is never used",
  },
  requestTimeoutMs: {
    name: 'CAMP_REQUEST_TIMEOUT_SECONDS', default: '30', parse: positiveSeconds,
    description: 'how long a client may take to send a whole request, headers and body; then the connection gets a 408 (problem details, `request_timeout`) or is closed',
  },
  drainMs: {
    name: 'CAMP_DRAIN_SECONDS', default: '0', parse: seconds,
    description: 'after SIGTERM or SIGINT, how long the camp keeps serving while `/healthz` answers 503 `draining`, so a load balancer moves players elsewhere before it closes (a second signal closes at once)',
  },
  trustProxy: {
    name: 'CAMP_TRUST_PROXY', default: undefined, parse: trustedProxies,
    description: "the reverse proxies allowed to name the client in `X-Forwarded-For`: addresses or CIDR ranges (or `loopback`, `linklocal`, `uniquelocal`), comma-separated. Limits count per client address, so set this behind a proxy, or every client shares the proxy's allowance",
  },
  logLevel: {
    name: 'LOG_LEVEL', default: 'info', parse: logLevel,
    description: `pino log level (${LOG_LEVELS.map((level) => `\`${level}\``).join(', ')}; another is refused)`,
  },
  adminKeys: {
    name: 'CAMP_ADMIN_KEYS', default: undefined, parse: adminKeys,
    description: "operators' keys for the admin endpoints, `name:key,name:key` (keys of at least 24 characters); each admin action is logged with the key's name. They never work as a player's key, nor a player's key here (see [Administration](#administration))",
  },
  metricsToken: {
    name: 'CAMP_METRICS_TOKEN', default: undefined, parse: optionalToken,
    description: 'when set (at least 16 printable characters), `GET /metrics` on the camp\'s port answers Prometheus metrics to `Authorization: Bearer <this token>` and 401 to anyone else; unset, `/metrics` there is 404 (see [Metrics](#metrics))',
  },
  metricsPort: {
    name: 'CAMP_METRICS_PORT', default: undefined, parse: optionalPort,
    description: 'when set, a port of its own serving `GET /metrics` without a token, bound to `CAMP_METRICS_HOST`',
  },
  metricsHost: {
    name: 'CAMP_METRICS_HOST', default: '127.0.0.1', parse: text,
    description: 'the address the metrics port listens on; keep it private (a loopback or internal address)',
  },
} satisfies SettingGroup;

/** How much one address or account may ask for; defaults a normal agent never meets. */
export const limitSettings = {
  accountsPerHour: {
    name: 'CAMP_LIMIT_ACCOUNTS_PER_HOUR', default: '20', parse: positiveInteger,
    description: 'account sign-ups per client address per hour (every `POST /api/v1/accounts` counts, a refused name too)',
  },
  loginsPerMinute: {
    name: 'CAMP_LIMIT_LOGINS_PER_MINUTE', default: '60', parse: positiveInteger,
    description: 'logins per client address per minute',
  },
  checksPerMinute: {
    name: 'CAMP_LIMIT_CHECKS_PER_MINUTE', default: '120', parse: positiveInteger,
    description: 'puzzle fetches (`GET /api/v1/agent-check` and `/api/v1/camp-check` together) per client address per minute',
  },
  gameCallsPerMinute: {
    name: 'CAMP_LIMIT_GAME_CALLS_PER_MINUTE', default: '1200', parse: positiveInteger,
    description: '`new`, `act` and `finish` calls, over all games, per credential (agent key or login token; per address without one, or with one that names no account) per minute',
  },
  openStreams: {
    name: 'CAMP_LIMIT_OPEN_STREAMS', default: '20', parse: positiveInteger,
    description: 'event streams (`GET /games/<game>/api/stream`) open at once per client address, and per account',
  },
  wrongAnswersBeforeLockout: {
    name: 'CAMP_WRONG_ANSWERS_BEFORE_LOCKOUT', default: '10', parse: positiveInteger,
    description: 'wrong agent-check answers in a row, per account and per address, that start a lock-out',
  },
  lockoutMs: {
    name: 'CAMP_LOCKOUT_SECONDS', default: '60', parse: positiveSeconds,
    description: 'how long that lock-out lasts',
  },
  accuracyWindow: {
    name: 'CAMP_CHECK_ACCURACY_WINDOW', default: '50', parse: positiveInteger,
    description: 'how many of its latest judged agent-check answers an account or address is measured over for the pause (see [agent-check.md](agent-check.md#the-pause-for-too-few-right-answers))',
  },
  accuracyPercent: {
    name: 'CAMP_CHECK_ACCURACY_PERCENT', default: '60', parse: percent,
    description: 'the share right, in percent, below which a full window of answers starts a pause',
  },
  accuracyPauseMs: {
    name: 'CAMP_CHECK_PAUSE_SECONDS', default: '900', parse: positiveSeconds,
    description: 'how long that pause lasts',
  },
} satisfies SettingGroup;

/** Every setting, in the order the docs list them. */
export const allSettings: readonly Setting<unknown>[] = [...Object.values(campSettings), ...Object.values(limitSettings)];
