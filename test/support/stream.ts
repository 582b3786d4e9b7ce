/** Reads a camp event stream (Server-Sent Events) over fetch, collecting its moves and states. */

export interface StreamReader {
  moves: { seq: number; seat: number; command: string }[];
  states: any[];
  /** Resolves once `count` moves have arrived (fails after a few seconds). */
  movesUntil(count: number): Promise<{ seq: number; seat: number; command: string }[]>;
  close(): void;
}

export function readStream(url: string, credential?: string): StreamReader {
  const controller = new AbortController();
  const reader: StreamReader = {
    moves: [],
    states: [],
    async movesUntil(count) {
      for (let i = 0; i < 100 && reader.moves.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      if (reader.moves.length < count) throw new Error(`stream gave ${reader.moves.length} of ${count} moves`);
      return reader.moves.slice(0, count).map(({ seq, seat, command }) => ({ seq, seat, command }));
    },
    close: () => controller.abort(),
  };
  void (async () => {
    const response = await fetch(url, { headers: credential ? { authorization: `Bearer ${credential}` } : {}, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!event || !data) continue;
        if (event === 'move') reader.moves.push(JSON.parse(data));
        if (event === 'state') reader.states.push(JSON.parse(data));
      }
    }
  })().catch(() => { /* aborted by close() */ });
  return reader;
}
