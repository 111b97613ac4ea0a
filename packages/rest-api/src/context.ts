// What every route needs, built once per app.
import type { FastifyBaseLogger } from 'fastify';
import type { SecondFactorCrypto } from './auth/secondFactorKey';
import type { SessionSettings } from './auth/tokens';
import type { Clock } from './clock';
import type { Database } from './db/database';
import type { Messenger } from './mail/messenger';

export interface AppContext {
  db: Database;
  clock: Clock;
  messenger: Messenger;
  /** The portal origin people open (links in e-mails), without a trailing slash. */
  publicUrl: string;
  demoMode: boolean;
  log: FastifyBaseLogger;
  /** Session idle time and maximum lifetime (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). */
  sessions: SessionSettings;
  /** Encrypts authenticator-app secrets and hashes recovery codes (SECOND_FACTOR_KEY). */
  secondFactor: SecondFactorCrypto;
}
