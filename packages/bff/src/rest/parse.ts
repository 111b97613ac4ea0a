// REST answers are `{ data: ... }` (CONTRACT.md); anything else breaks the contract.
import type { z } from 'zod';
import { UpstreamContractError } from './http';

export function parseData<S extends z.ZodType>(schema: S, answer: unknown, where: string): z.infer<S> {
  const data = answer && typeof answer === 'object' ? (answer as { data?: unknown }).data : undefined;
  const result = schema.safeParse(data);
  if (!result.success) throw new UpstreamContractError(where, { cause: result.error });
  return result.data;
}
