// Turning zod issues into field problems (§5 keys) the REST service, the BFF and forms share.
import type { z } from 'zod';
import type { FieldProblem } from './errors';

export function fieldProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    key: issue.message,
  }));
}

/** Parse or return the field problems; never throws. */
export function check<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.infer<S> } | { ok: false; problems: FieldProblem[] } {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, problems: fieldProblems(result.error) };
}
