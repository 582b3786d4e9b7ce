/**
 * "Game X changed" across camp processes on one PostgreSQL database: a
 * trigger NOTIFYs on every update of a game row (delivered when its
 * transaction commits), and each process LISTENs on one dedicated
 * connection, so a stream on one process wakes within milliseconds of a move
 * made through another, instead of polling.
 */
import pg from 'pg';

export const CHANNEL = 'camp_game_changed';
/** "An account was suspended, unsuspended or deleted": sent by the store's admin writes. */
export const ACCOUNT_CHANNEL = 'camp_accounts';

/** Statements run at start, under the schema lock: the trigger that sends the notices. */
export const CHANGE_TRIGGER_SQL = [
  `CREATE OR REPLACE FUNCTION camp_notify_game_changed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN PERFORM pg_notify('${CHANNEL}', NEW.id); RETURN NULL; END $$`,
  'DROP TRIGGER IF EXISTS camp_game_changed ON games',
  'CREATE TRIGGER camp_game_changed AFTER INSERT OR UPDATE ON games FOR EACH ROW EXECUTE FUNCTION camp_notify_game_changed()',
];

const RECONNECT_MS = 1_000;

type Listener = () => void;

export class GameChangeListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private readonly byGame = new Map<string, Set<Listener>>();
  private readonly accountListeners = new Set<Listener>();

  constructor(private readonly url: string, private readonly onError: (error: unknown) => void) {}

  /** Calls `listener` whenever the game changes, in any process; returns the function that stops it. */
  watch(gameId: string, listener: Listener): () => void {
    let listeners = this.byGame.get(gameId);
    if (!listeners) this.byGame.set(gameId, (listeners = new Set()));
    listeners.add(listener);
    void this.connect();
    return () => {
      listeners!.delete(listener);
      if (listeners!.size === 0) this.byGame.delete(gameId);
    };
  }

  /** Calls `listener` whenever an account's standing changes, through any process; returns the function that stops it. */
  watchAccounts(listener: Listener): () => void {
    this.accountListeners.add(listener);
    void this.connect();
    return () => this.accountListeners.delete(listener);
  }

  private connect(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
      client.on('notification', (message) => {
        if (message.channel === ACCOUNT_CHANNEL) for (const listener of this.accountListeners) listener();
        else for (const listener of this.byGame.get(message.payload ?? '') ?? []) listener();
      });
      client.on('error', (error) => this.lost(client, error));
      client.on('end', () => this.lost(client, null));
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
        await client.query(`LISTEN ${ACCOUNT_CHANNEL}`);
        this.client = client;
        // Changes made while no connection listened are not lost to anyone watching: wake them all once.
        for (const listeners of this.byGame.values()) for (const listener of listeners) listener();
        for (const listener of this.accountListeners) listener();
      } catch (error) {
        this.lost(client, error);
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client === client) this.client = null;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    if (this.closed) return;
    if (error) this.onError(error);
    setTimeout(() => { if (this.byGame.size > 0 || this.accountListeners.size > 0) void this.connect(); }, RECONNECT_MS).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
