/**
 * Reads the game's Server-Sent Events with fetch: an EventSource cannot send
 * the Authorization header. Calls onEvent for each event until aborted, and
 * reconnects after a dropped connection.
 */
export type StreamListener = (event: string, data: any) => void;

const RETRY_MS = 2_000;

export function followStream(url: string, key: string, onEvent: StreamListener, signal: AbortSignal): void {
  const run = async () => {
    while (!signal.aborted) {
      try {
        const response = await fetch(url, { headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' }, signal });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        await readEvents(response.body, onEvent);
      } catch {
        if (signal.aborted) return;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  };
  void run();
}

async function readEvents(body: ReadableStream<Uint8Array>, onEvent: StreamListener): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      dispatch(block, onEvent);
    }
  }
}

function dispatch(block: string, onEvent: StreamListener): void {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return;
  try { onEvent(event, JSON.parse(data.join('\n'))); } catch { /* a malformed event is skipped */ }
}
