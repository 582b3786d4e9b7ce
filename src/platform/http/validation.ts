/** Turns JSON-schema failures into messages that say what was wrong and what would be right. */
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

export function describeValidation(errors: FastifySchemaValidationError[], dataVar: string): string {
  return errors.map((error) => describeOne(error, dataVar)).join('; ');
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
