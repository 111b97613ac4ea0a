// Verifies the audit trail's hash chain: every row's hash must be the SHA-256 of
// its fields and the previous row's hash, and every row must name the hash of the row before it.
// An edited row fails its own hash; a removed or inserted row breaks the link of the next one.
import { createHash } from 'node:crypto';
import { AUDIT_GENESIS_HASH, auditEventText, type AuditEventRow } from '@portal/domain/audit';
import type { Queryable } from '../db/database';
import { readAuditChain } from './auditStore';

export const hashOfEvent = (row: Omit<AuditEventRow, 'hash'>) => createHash('sha256').update(auditEventText(row), 'utf8').digest('hex');

export type ChainVerdict =
  { ok: true; checked: number; head: string } | { ok: false; checked: number; brokenAt: number; reason: 'HASH_MISMATCH' | 'LINK_BROKEN' };

const BATCH = 5000;

/**
 * Reads the whole trail in order (in batches) and checks each row. `head` is the last row's hash:
 * write it down somewhere else now and then (a ticket, a printout): a chain rebuilt after tampering
 * would end in another head.
 */
export async function verifyAuditChain(q: Queryable): Promise<ChainVerdict> {
  let previous = AUDIT_GENESIS_HASH;
  let afterSeq = 0;
  let checked = 0;
  for (;;) {
    const rows = await readAuditChain(q, afterSeq, BATCH);
    for (const row of rows) {
      if (row.prevHash !== previous) return { ok: false, checked, brokenAt: row.seq, reason: 'LINK_BROKEN' };
      if (hashOfEvent(row) !== row.hash) return { ok: false, checked, brokenAt: row.seq, reason: 'HASH_MISMATCH' };
      previous = row.hash;
      afterSeq = row.seq;
      checked += 1;
    }
    if (rows.length < BATCH) return { ok: true, checked, head: previous };
  }
}
