/** Validates a request part with a zod schema; the 400 names the first offending field. */
import type { z } from 'zod';
import { ServiceError } from '../errors.js';

function describe(issue: z.core.$ZodIssue): { field: string; message: string } {
  if (issue.code === 'unrecognized_keys')
    return { field: issue.keys.join(', '), message: 'is not an accepted field' };
  // The request field, not the position inside it (group_by, not group_by.0).
  const field = String(issue.path[0] ?? '');
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    return { field, message: 'is required' };
  }
  return { field, message: issue.message };
}

export function parseRequest<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map(describe);
  const first = issues[0] ?? { field: '', message: 'is invalid' };
  throw new ServiceError('invalid_request', `${first.field || 'body'} ${first.message}`, {
    field: first.field,
    issues,
  });
}
