// `npm run audit:verify`: checks the audit trail's hash chain in the configured storage (DATA_DIR
// or DATABASE_URL) and prints how many events hold and the head hash to write down elsewhere.
// Exit code 1 when the chain is broken, with the first sequence number that fails.
import { loadConfig } from '../config';
import { describeStorage, openDatabase } from '../db/open';
import { verifyAuditChain } from './auditChain';

const config = loadConfig();
const storage = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
const db = await openDatabase(storage);
try {
  const verdict = await verifyAuditChain(db);
  if (verdict.ok) {
    console.log(`Audit trail of ${describeStorage(storage)}: ${verdict.checked} events, chain intact. Head: ${verdict.head}`);
  } else {
    console.error(
      `Audit trail of ${describeStorage(storage)}: BROKEN at event ${verdict.brokenAt} (${verdict.reason === 'HASH_MISMATCH' ? 'the event was changed' : 'an event before it was removed or inserted'}); ${verdict.checked} events before it hold.`,
    );
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
