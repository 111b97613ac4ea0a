// Vitest global set-up of this package on PostgreSQL (TEST_DATABASE_URL): one database migrated
// once for the run, which each test service's database is then created from (create database ...
// template, src/testing.ts) instead of running every migration again; dropped when the run ends.
import { migrate } from '../src/db/migrate';
import { createScratchPostgres, type ScratchPostgres } from '../src/db/scratchPostgres';

let template: ScratchPostgres | null = null;

export async function setup() {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return;
  template = await createScratchPostgres(server, 'rest_template');
  await migrate(template.db);
  // A template may have nobody connected while it is copied.
  await template.db.close();
  process.env.TEST_DATABASE_TEMPLATE = template.name;
}

export async function teardown() {
  await template?.drop();
  delete process.env.TEST_DATABASE_TEMPLATE;
}
