/** The camp's HTTP API as the page uses it: JSON in and out, the bearer key, the agent check answer. */
import { currentIdentity } from './session.ts';

export interface Reply {
  status: number;
  body: any;
}

export interface CheckAnswer {
  token: string;
  answer: string;
}

export interface AgentCheck {
  puzzle: string;
  token: string;
}

export async function callApi(method: string, path: string, body?: unknown, check?: CheckAnswer | null): Promise<Reply> {
  const headers: Record<string, string> = {};
  const identity = currentIdentity();
  if (identity) headers.authorization = `Bearer ${identity.key}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (check) {
    headers['x-agent-check'] = check.token;
    headers['x-agent-answer'] = check.answer;
  }
  try {
    const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let parsed: any = null;
    try { parsed = JSON.parse(text); } catch { parsed = { message: text }; }
    return { status: response.status, body: parsed };
  } catch (error) {
    return { status: 0, body: { error: 'network', message: `The camp could not be reached (${String(error)}).` } };
  }
}

/** The message of an error reply, or a generic one. */
export function errorText(reply: Reply): string {
  const message = reply.body && typeof reply.body.message === 'string' ? reply.body.message : '';
  return message || `The camp answered HTTP ${reply.status}.`;
}
