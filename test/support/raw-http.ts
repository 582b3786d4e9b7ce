/**
 * HTTP requests through node:http, for what fetch will not do: send a forged
 * Host header, or leave from another loopback address (127.0.0.2) so the
 * camp sees a second client address.
 */
import http from 'node:http';

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  localAddress?: string;
}

export function rawRequest(baseUrl: string, urlPath: string, options: RawRequest = {}): Promise<RawReply> {
  const url = new URL(urlPath, baseUrl);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      localAddress: options.localAddress,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: any = text;
        try { parsed = JSON.parse(text); } catch { /* not JSON: keep the text */ }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

export interface OpenedStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The problem details of a refusal (a stream's own body is left unread). */
  body: any;
  close(): void;
}

/** Opens an event stream and resolves with its status once the headers arrive; close() hangs up. */
export function openStream(baseUrl: string, urlPath: string, options: Omit<RawRequest, 'body' | 'method'> = {}): Promise<OpenedStream> {
  const url = new URL(urlPath, baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({
      host: url.hostname, port: url.port, path: url.pathname + url.search, localAddress: options.localAddress, headers: options.headers,
    }, (response) => {
      const close = () => request.destroy();
      if (response.statusCode === 200) return resolve({ status: 200, headers: response.headers, body: null, close });
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), close }));
    });
    request.on('error', reject);
  });
}
