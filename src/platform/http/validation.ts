/** Turns JSON-schema failures into messages that say what was wrong and what would be right. */
import type { FastifySchemaValidationError, SchemaErrorDataVar } from 'fastify/types/schema.js';
import { optionProperties, type GameDefinition } from '../../games/game.ts';
import { badOptions } from '../errors.ts';

function describeValidation(errors: FastifySchemaValidationError[], dataVar: string): string {
  return errors.map((error) => describeOne(error, dataVar)).join('; ');
}

/** Fastify's schemaErrorFormatter for every route: the failures described, refused as 400 bad_request. */
export function validationError(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  return new Error(describeValidation(errors, dataVar));
}

/**
 * The schemaErrorFormatter of a game's `new`: a value of one of the game's own
 * options that its schema refuses is answered as the game's parseOptions
 * answers one (400 bad_options, the options listed), so an agent gets the same
 * refusal whichever check caught the value. Other failures stay bad_request.
 */
export function newGameValidation(game: GameDefinition<any, any>) {
  const properties = new Map(Object.entries(optionProperties(game)) as [string, { enum?: unknown[] }][]);
  const docs = new Map(game.options.map((doc) => [doc.name, doc]));
  return (errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error => {
    const names = errors.map((error) => optionNameOf(error.instancePath));
    if (dataVar !== 'body' || names.some((name) => name === undefined || !properties.has(name))) return validationError(errors, dataVar);
    const name = names[0]!;
    const doc = docs.get(name);
    const enumValues = properties.get(name)?.enum;
    // The documented values first: they are what the options field lists (a schema enum may repeat "1" as 1).
    const values = doc ? doc.values : enumValues ? [...new Set(enumValues.map(String))] : [];
    const byDefault = doc?.default ? ` (default ${doc.default})` : '';
    const takes = values.length ? ` takes ${values.join(', ')}${byDefault}:` : ':';
    const reason = optionReason(errors.filter((_, index) => names[index] === name));
    return badOptions(game, `Option ${name}${takes} the value sent ${reason}. The options field lists every option with its values.`);
  };
}

/** The top-level field a failure is about ('/deck/3' is about deck), or undefined for the body itself. */
function optionNameOf(instancePath: string): string | undefined {
  const first = instancePath.split('/')[1];
  return first ? first.replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/** What was wrong with one option's value; of an anyOf, every form it failed. */
function optionReason(errors: FastifySchemaValidationError[]): string {
  const forms = errors.filter((error) => error.keyword !== 'anyOf' && error.keyword !== 'oneOf');
  return [...new Set(forms.map(reasonOf))].join(', or ') || 'is not a value it takes';
}

function reasonOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum': return 'is none of them';
    case 'type': return `must be ${String(params.type).split(',').map(withArticle).join(' or ')}`;
    default: return error.message ?? 'is not a value it takes';
  }
}

function withArticle(type: string): string {
  return type === 'null' ? 'null' : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

function describeOne(error: FastifySchemaValidationError, dataVar: string): string {
  const field = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : dataVar;
  const params = error.params as Record<string, any>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown field '${params.additionalProperty}' in the ${dataVar}`;
    case 'required':
      return `the ${dataVar} needs the field '${params.missingProperty}'`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'type':
      return `${field} must be ${params.type === 'object' ? 'a JSON object' : `of type ${params.type}`}`;
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}
