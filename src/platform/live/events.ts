/**
 * In-process change notices: "game X changed". Listeners re-read the store
 * for what changed, so a notice carries no data and a missed one costs only
 * latency (streams also poll, which covers other server processes).
 */
type Listener = (gameId: string, gameType: string) => void;

export class GameEvents {
  private readonly byGame = new Map<string, Set<Listener>>();
  private readonly everyGame = new Set<Listener>();

  notify(gameId: string, gameType: string): void {
    for (const listener of this.byGame.get(gameId) ?? []) listener(gameId, gameType);
    for (const listener of this.everyGame) listener(gameId, gameType);
  }

  /** Returns the function that unsubscribes. */
  subscribe(gameId: string, listener: Listener): () => void {
    let listeners = this.byGame.get(gameId);
    if (!listeners) this.byGame.set(gameId, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners!.delete(listener);
      if (listeners!.size === 0) this.byGame.delete(gameId);
    };
  }

  subscribeAll(listener: Listener): () => void {
    this.everyGame.add(listener);
    return () => this.everyGame.delete(listener);
  }
}
