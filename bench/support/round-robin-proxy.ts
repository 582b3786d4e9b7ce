/**
 * A small HTTP load balancer for benchmarks: each request goes to the next
 * target in turn, over kept-alive connections. Run as its own process:
 *
 *   PORT=8080 TARGETS=http://127.0.0.1:8081,http://127.0.0.1:8082 tsx bench/support/round-robin-proxy.ts
 */
import http from 'node:http';

const targets = (process.env.TARGETS ?? '').split(',').filter(Boolean).map((target) => new URL(target));
if (targets.length === 0) throw new Error('TARGETS must list at least one http://host:port');
const upstream = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

const proxy = http.createServer((request, response) => {
  const target = targets[next]!;
  next = (next + 1) % targets.length;
  const forwarded = http.request({
    agent: upstream, host: target.hostname, port: target.port, method: request.method, path: request.url,
    headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
  }, (reply) => {
    response.writeHead(reply.statusCode ?? 502, reply.headers);
    reply.pipe(response);
  });
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end('{"error":"bad_gateway"}');
  });
  request.pipe(forwarded);
});
proxy.keepAliveTimeout = 60_000;
proxy.listen(Number(process.env.PORT), '127.0.0.1');
