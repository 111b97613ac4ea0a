// react-hook-form validation for the admin console forms: the form holds the GraphQL input
// (camelCase), the domain schema checks its REST body (§3 names), and each problem comes back
// under the input field's name with its §5 key.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { inputNamesOf, restBodyOf, type InputFieldMap } from '@portal/domain/formInputs';
import { check } from '@portal/domain/validation';

/** §5: empty values are sent as null (strings are trimmed by the schemas). */
export function emptiesAsNull<T extends object>(values: T): { [K in keyof T]: T[K] | null } {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    out[field] = typeof value === 'string' && value.trim() === '' ? null : value;
  }
  return out as { [K in keyof T]: T[K] | null };
}

export function inputResolver<Fields extends FieldValues>(
  schema: z.ZodType,
  fields: InputFieldMap,
  /** Turns GraphQL enum values into the codes the schema knows (profession MD → 1). */
  adapt: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body,
): Resolver<Fields> {
  const inputNames = inputNamesOf(fields);
  return async (values) => {
    // Absent and empty fields are left out, so the schema's defaults and 'required' keys apply.
    const result = check(schema, adapt(restBodyOf(fields, emptiesAsNull(values), Object.keys(fields))));
    if (result.ok) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const problem of result.problems) {
      const field = inputNames[problem.field.split('.')[0] ?? ''] ?? problem.field;
      errors[field] ??= { type: 'validation', message: problem.key };
    }
    return { values: {}, errors: errors as FieldErrors<Fields> };
  };
}
