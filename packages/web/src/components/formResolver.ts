import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * The zod resolver for a form whose fields are plain strings and booleans. The domain
 * schemas preprocess (trim, strip spaces), so their declared input type is `unknown`;
 * the form's own field types are the truth on the input side.
 */
export function formResolver<Fields extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
): Resolver<Fields, unknown, z.output<Schema>> {
  return zodResolver(schema as never) as unknown as Resolver<Fields, unknown, z.output<Schema>>;
}
