/**
 * Checks real replies against the camp's own OpenAPI document: the schema
 * documented for the reply's status and content type, compiled with ajv as
 * JSON Schema 2020-12 (which OpenAPI 3.1 uses), with the document's
 * components resolved in place.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  tags?: { name: string }[];
  servers?: { url: string; description?: string }[];
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}

export interface RealReply {
  status: number;
  contentType: string;
  body: unknown;
}

const DOCUMENT_ID = 'https://camp.invalid/openapi.json';

/** A JSON pointer into the document, as a URI fragment. */
const pointer = (...parts: string[]) => `#/${parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;

export class DocumentedReplies {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();
  /** "METHOD path" of every operation a real reply was checked against. */
  readonly exercised = new Set<string>();

  constructor(readonly document: OpenApiDocument) {
    this.ajv.addFormat('date-time', (value: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value) && !Number.isNaN(Date.parse(value)));
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  }

  operation(method: string, path: string): Operation | undefined {
    const operations = this.document.paths[path];
    return operations && Object.hasOwn(operations, method.toLowerCase()) ? operations[method.toLowerCase()] : undefined;
  }

  /** Problems with `reply` as an answer to `method path` (a path template such as /assets/{file}); empty when it matches its documentation. */
  problems(method: string, path: string, reply: RealReply): string[] {
    const operation = this.operation(method, path);
    if (!operation) return [`${method} ${path} is not in the document`];
    this.exercised.add(`${method.toUpperCase()} ${path}`);
    const statusKey = [String(reply.status), `${String(reply.status)[0]}XX`, `${String(reply.status)[0]}xx`, 'default']
      .find((key) => Object.hasOwn(operation.responses, key));
    if (!statusKey) return [`${method} ${path}: status ${reply.status} is not documented`];
    const content = operation.responses[statusKey]!.content ?? {};
    const mediaType = reply.contentType.split(';')[0]!.trim().toLowerCase();
    if (!Object.hasOwn(content, mediaType)) return [`${method} ${path} ${reply.status}: content type ${mediaType} is not documented`];
    if (!content[mediaType]!.schema) return [`${method} ${path} ${reply.status} ${mediaType}: no schema`];
    const validate = this.validator(pointer('paths', path, method.toLowerCase(), 'responses', statusKey, 'content', mediaType, 'schema'));
    if (validate(reply.body)) return [];
    return (validate.errors ?? []).map((error) => `${method} ${path} ${reply.status}: ${error.instancePath || '(reply)'} ${error.message} ${JSON.stringify(error.params)}`);
  }

  private validator(fragment: string): ValidateFunction {
    let validate = this.compiled.get(fragment);
    if (!validate) {
      validate = this.ajv.getSchema(`${DOCUMENT_ID}${fragment}`);
      if (!validate) throw new Error(`no schema at ${fragment}`);
      this.compiled.set(fragment, validate);
    }
    return validate;
  }
}
