/**
 * The metrics on a port of their own (CAMP_METRICS_PORT), without a token:
 * bound to a private address (CAMP_METRICS_HOST, loopback by default), so
 * only what can reach that address scrapes it. GET /metrics only; anything
 * else is a 404.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CampMetrics } from './camp-metrics.ts';

export interface MetricsServer {
  /** Where it listens, e.g. http://127.0.0.1:9464. */
  url: string;
  close(): Promise<void>;
}

export async function serveMetrics(metrics: CampMetrics, port: number, host: string): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only GET /metrics is served here.\n');
      return;
    }
    metrics.scrape().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
