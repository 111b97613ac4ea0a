// Request bodies are checked by the domain's zod schemas (the same ones the forms and BFF use).
import type { z } from 'zod';
import { check } from '@portal/domain/validation';
import { badInput } from './errors';

/** The parsed value, or a 400 BAD_USER_INPUT with a `fields` entry per problem. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = check(schema, body ?? {});
  if (!result.ok) throw badInput(result.problems);
  return result.value;
}
