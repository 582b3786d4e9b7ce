/**
 * One log line per request, written once its reply is sent, with what an
 * operator looks for: method, path, route, status, time, the problem's code
 * for a refusal, and the account. It replaces Fastify's own pair of lines
 * (one on arrival, one with only the status) through Fastify's log
 * controller. Nothing secret goes in: no headers, bodies or query strings
 * (a `game_id` is all a query holds, and the route names the call).
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const problemCodes = new WeakMap<FastifyRequest, string>();

/** Notes the code of a problem reply, for its log line. */
export function noteProblemCode(reply: FastifyReply, code: string): void {
  problemCodes.set(reply.request, code);
}

export class RequestLog extends LogController {
  constructor(private readonly accountOf: (request: FastifyRequest) => { id: string } | undefined) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const code = problemCodes.get(request);
    const account = this.accountOf(request);
    const route = request.routeOptions.url ?? null;
    const line = {
      method: request.method,
      // An admin path names the account acted on: its pattern is logged instead (the admin action's own line gives the id).
      path: route?.startsWith('/admin/') ? route : request.url.split('?')[0],
      route,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(code ? { error: code } : {}),
      ...(account ? { account: account.id } : {}),
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
