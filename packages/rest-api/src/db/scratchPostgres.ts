// A PostgreSQL database of its own for one test run: created on a server, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from './database';
import { openPostgres } from './postgres';

export interface ScratchPostgres {
  db: Database;
  name: string;
  url: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

async function onServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * `serverUrl` names any database on the server (usually postgres) used to create the new one;
 * `template`, a database to copy (one already migrated, with nobody connected to it).
 */
export async function createScratchPostgres(serverUrl: string, prefix = 'portal_test', template?: string): Promise<ScratchPostgres> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${quote(name)}${template ? ` template ${quote(template)}` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let db: Database;
  try {
    db = await openPostgres(url.toString(), { max: 5 });
  } catch (error) {
    await onServer(serverUrl, (client) => client.query(`drop database if exists ${quote(name)}`));
    throw error;
  }
  return {
    db,
    name,
    url: url.toString(),
    async drop() {
      await db.close().catch(() => undefined);
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${quote(name)} with (force)`));
    },
  };
}
