// The REST demo and operations area (CONTRACT.md "Demo and operations"): health and the outbox.
import { z } from 'zod';
import { UpstreamContractError, type RestClient } from './http';
import { parseData } from './parse';

const healthSchema = z.object({ status: z.string() });

/** GET /health: whether the REST service (and its storage) answers. */
export async function health(rest: RestClient): Promise<string> {
  const answer = await rest.call({ method: 'GET', path: '/health', root: true, token: null });
  return parseData(healthSchema, answer, 'GET /health').status;
}

export const outboxMessageSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  channel: z.enum(['EMAIL', 'SMS']),
  recipient: z.string(),
  subject: z.string().nullable().optional().default(null),
  body: z.string(),
  createdAt: z.union([z.string(), z.date()]).transform((v) => new Date(v)),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

const outboxPageSchema = z.object({ data: z.array(outboxMessageSchema), total: z.number().int().nonnegative() });
export interface OutboxPage {
  messages: OutboxMessage[];
  total: number;
}

/** GET /dev/outbox (demo mode only): queued e-mails and SMS, newest first. */
export async function outbox(rest: RestClient, query: { recipient?: string | null; limit: number; offset: number }): Promise<OutboxPage> {
  const answer = await rest.call({
    method: 'GET',
    path: '/dev/outbox',
    query: { recipient: query.recipient ?? undefined, limit: query.limit, offset: query.offset },
  });
  const result = outboxPageSchema.safeParse(answer);
  if (!result.success) throw new UpstreamContractError('GET /dev/outbox', { cause: result.error });
  return { messages: result.data.data, total: result.data.total };
}
