// Several instances: 2 REST and 2 BFF processes on one fresh PostgreSQL database and one
// Redis, each pair behind a round-robin balancer that follows /ready (test/roundRobinProxy.ts).
// A token from one BFF works on the other; a write through one is read through the other; failed
// sign-ins spread over both hit the one limit; kill -9 of the instance delivering an e-mail leaves
// the message to the other, repeated at most once with the same Message-ID; and SIGTERM of one BFF
// and one REST instance during 20 s of reads and writes fails no request and loses no write.
// Needs PostgreSQL (TEST_DATABASE_URL) and Redis on 127.0.0.1:6379; skipped with a line otherwise.
import { randomInt } from 'node:crypto';
import { connect } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { SIGN_IN_MAX_FAILURES } from '@portal/domain/constants';
import { createScratchPostgres, type ScratchPostgres } from '@portal/rest-api/db/scratchPostgres';
import { DEMO_PASSWORD } from '@portal/rest-api/seed/accounts';
import { freePorts } from '@portal/rest-api/testing';
import { PUBLIC_FORM_LIMITS } from '../rateLimit/publicFormLimits';
import { killAll, startBff, startRest, type Instance } from '../../test/instances';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../test/roundRobinProxy';

const REDIS = { host: '127.0.0.1', port: 6379 };
// Ports the system hands out (a restarted REST instance takes its own back).
const [restA, restB, restC, bffA, bffB] = await freePorts(5);
const PORTS = { restA, restB, restC, bffA, bffB };
const server = process.env.TEST_DATABASE_URL;
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = connect(REDIS.port, REDIS.host, () => {
    socket.end();
    resolve(true);
  });
  socket.on('error', () => resolve(false));
});
const missing = [
  !server && 'no PostgreSQL server was given (TEST_DATABASE_URL; npm test sets it with PORTAL_TEST_POSTGRES=auto, as .ci/run does)',
  !redisAnswers && `Redis does not answer at ${REDIS.host}:${REDIS.port}`,
].filter(Boolean);
if (missing.length) console.info(`several instances: skipped, ${missing.join(', and ')}`);

const DOCTOR = 'doctor@demo.example';
const LIMITED = 'marco.rinaldi@northside-eyecare.example';
const RESET_FOR = ['siteadmin@demo.example', 'admin@demo.example', DOCTOR];

interface Received {
  messageId: string;
  to: string[];
}

describe.skipIf(missing.length > 0)('several instances on one PostgreSQL and one Redis', () => {
  let scratch: ScratchPostgres;
  let smtp: SMTPServer;
  const received: Received[] = [];
  /** While set, the next password e-mail is held (never accepted) until its sender goes away. */
  let holdNext = false;
  const held: string[] = [];
  let restProxy: RoundRobinProxy;
  let front: RoundRobinProxy;
  const rest: Record<string, Instance> = {};
  const bff: Record<string, Instance> = {};
  let restEnv: Record<string, string>;

  beforeAll(async () => {
    scratch = await createScratchPostgres(server!, 'portal_instances');
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      disableReverseLookup: true,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
          const to = session.envelope.rcptTo.map((r) => r.address);
          if (holdNext && to.some((address) => RESET_FOR.includes(address))) {
            holdNext = false;
            held.push(messageId);
            return; // never answered: the instance delivering it is killed meanwhile
          }
          received.push({ messageId, to });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as { port: number }).port;

    restEnv = {
      DATABASE_URL: scratch.url,
      DEMO_MODE: '1',
      SEED_DEMO: '0',
      PUBLIC_URL: 'http://localhost:4893',
      REPORT_LINK_SECRET: 'several-instances-secret-0123456789',
      SECOND_FACTOR_KEY: 'cd'.repeat(32),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_POLL_MS: '200',
      OUTBOX_LEASE_MS: '3000',
      SHUTDOWN_DELAY_MS: '1500',
    };
    // One instance migrates and seeds before the other starts, as a deployment's release step would.
    rest.a = await startRest('REST A', PORTS.restA, { ...restEnv, SEED_DEMO: '1' });
    rest.b = await startRest('REST B', PORTS.restB, restEnv);
    restProxy = await startRoundRobinProxy([rest.a.url, rest.b.url]);
    const bffEnv = {
      REST_API_URL: restProxy.url,
      REDIS_URL: `redis://${REDIS.host}:${REDIS.port}`,
      DEMO_MODE: '1',
      PUBLIC_URL: 'http://localhost:4893',
      TRUST_PROXY: 'loopback',
      SHUTDOWN_DELAY_MS: '1500',
    };
    [bff.a, bff.b] = await Promise.all([startBff('BFF A', PORTS.bffA, bffEnv), startBff('BFF B', PORTS.bffB, bffEnv)]);
    // An address of its own per run: the per-address limits in the shared Redis start from zero.
    front = await startRoundRobinProxy([bff.a.url, bff.b.url], {
      clientAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
  }, 300_000);

  afterAll(async () => {
    killAll();
    await front?.close();
    await restProxy?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await scratch?.drop();
  });

  const graphql = async (url: string, query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
    return { status: response.status, body };
  };
  const SIGN_IN = `mutation($in: SignInInput!) { signIn(input: $in) { step accessToken errors { title messages } } }`;
  const signIn = async (url: string, username: string, password = DEMO_PASSWORD) =>
    (await graphql(url, SIGN_IN, { in: { username, password, tokenDelivery: 'RESPONSE' } })).body.data?.signIn;
  const CREATE = `mutation($in: CreatePatientInput!) { createPatient(input: $in) { patient { id } errors { title messages } } }`;
  const RESET = `mutation($in: RequestPasswordResetInput!) { requestPasswordReset(input: $in) { accepted errors { title messages } } }`;
  const READ = `query($id: ID!) { node(id: $id) { ... on Patient { id firstName lastName } } }`;
  const LIST = `{ doctorWorkspace { patients(first: 14) { totalCount edges { node { id lastName } } } } }`;
  const newPatient = (label: string) => ({
    firstName: 'Cluster',
    lastName: label.slice(0, 20),
    birthdate: '2015-03-04',
    gender: 'FEMALE',
    email: `${label.toLowerCase()}@cluster.example`,
  });

  it('takes a token made by one BFF on the other, and reads through one what was written through the other', async () => {
    const signedIn = await signIn(bff.a.url, DOCTOR);
    expect(signedIn).toMatchObject({ step: 'SIGNED_IN', errors: [] });
    const token = signedIn.accessToken as string;
    const viewer = await graphql(bff.b.url, '{ viewer { role } }', {}, token);
    expect(viewer.body.data?.viewer).toBeTruthy();

    const written = await graphql(bff.b.url, CREATE, { in: newPatient('Written-on-B') }, token);
    expect(written.body.data?.createPatient.errors).toEqual([]);
    const id = written.body.data?.createPatient.patient.id as string;
    const read = await graphql(bff.a.url, READ, { id }, token);
    expect(read.body.data?.node).toMatchObject({ id, lastName: 'Written-on-B' });
    // Both REST instances took part: the balancer in front of them alternates.
    expect(restProxy.upstreams.every((upstream) => upstream.served > 0)).toBe(true);
  });

  it('counts failed sign-ins, and password-reset requests from one address, spread over both BFFs against one limit', async () => {
    const before = front.upstreams.map((upstream) => upstream.served);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i += 1) {
      const refused = await signIn(front.url, LIMITED, 'Not-the-password-1');
      expect(refused.step).not.toBe('SIGNED_IN');
    }
    // The right password now meets the pause, whichever instance answers.
    for (let i = 0; i < 2; i += 1) {
      const paused = await signIn(front.url, LIMITED);
      expect(paused.step).not.toBe('SIGNED_IN');
      expect(JSON.stringify(paused.errors)).toContain(ERROR_MESSAGES.tooManyAttempts);
    }
    expect(front.upstreams.map((upstream, i) => upstream.served - before[i]).every((served) => served >= 3)).toBe(true);

    // The per-address limit on password-reset requests (10 an hour) lives in Redis: one count for
    // both BFFs, from an address of its own.
    const address = front.clientAddress;
    front.clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const reset = async (i: number) =>
      (await graphql(front.url, RESET, { in: { username: `nobody-${i}@cluster.example` } })).body.data?.requestPasswordReset;
    for (let i = 0; i < PUBLIC_FORM_LIMITS.passwordReset.points; i += 1)
      expect(await reset(i)).toMatchObject({ accepted: true, errors: [] });
    for (let i = 0; i < 2; i += 1) expect(JSON.stringify(await reset(100 + i))).toContain(ERROR_MESSAGES.tooManyRequests);
    front.clientAddress = address;
  });

  it('delivers through another instance what an instance killed mid-delivery held, repeated at most once with the same Message-ID', async () => {
    holdNext = true;
    const since = new Date();
    for (const username of RESET_FOR) {
      const { body } = await graphql(front.url, RESET, { in: { username } });
      expect(body.data?.requestPasswordReset).toMatchObject({ accepted: true, errors: [] });
    }
    const queued = async () =>
      (
        await scratch.db.query<{ id: string; message_id: string; status: string; claimed_by: string | null }>(
          `select id::text, message_id::text, status, claimed_by from outbox where created_at >= $1 and recipient = any($2) order by id`,
          [since, RESET_FOR],
        )
      ).rows;
    // The first message reaches the SMTP server and stays unanswered: its worker holds it.
    await until(() => held.length === 1, 'a delivery in flight');
    const inFlight = (await queued()).find((row) => row.status === 'sending');
    expect(inFlight?.claimed_by).toBeTruthy();
    const pid = Number(inFlight!.claimed_by!.split(':').at(-2));
    const holder = Object.values(rest).find((instance) => instance.child.pid === pid)!;
    expect(holder).toBeDefined();
    holder.child.kill('SIGKILL');
    await holder.exit;

    // The other instance takes the message over once the lease (3 s) lapses, and sends the rest.
    await until(async () => (await queued()).every((row) => row.status === 'sent'), 'every message sent', 30_000);
    const rows = await queued();
    expect(rows).toHaveLength(RESET_FOR.length);
    // Each accepted once; the one in flight reached the server twice (held, then accepted), both
    // times with the same Message-ID; no other was repeated.
    for (const row of rows) {
      expect(received.filter((message) => message.messageId.startsWith(`<${row.message_id}@`))).toHaveLength(1);
    }
    expect(held).toHaveLength(1);
    expect(held[0].startsWith(`<${inFlight!.message_id}@`)).toBe(true);
    const attempts = await scratch.db.query<{ outcome: string }>(
      'select outcome from outbox_attempts where outbox_id = $1 order by attempt',
      [inFlight!.id],
    );
    expect(attempts.rows.map((row) => row.outcome)).toEqual(['abandoned', 'sent']);

    // The orchestrator starts a replacement on the dead instance's port.
    const name = holder === rest.a ? 'a' : 'b';
    rest[name] = await startRest(`REST ${name.toUpperCase()} (restarted)`, name === 'a' ? PORTS.restA : PORTS.restB, restEnv);
    await until(() => restProxy.upstreams.every((upstream) => upstream.ready), 'both REST instances ready');
  }, 90_000);

  it('fails no request and loses no write when one BFF and one REST instance get SIGTERM under load', async () => {
    const token = (await signIn(front.url, DOCTOR)).accessToken as string;
    const failures: string[] = [];
    const acknowledged: string[] = [];
    let requests = 0;
    const endAt = Date.now() + 20_000;
    const worker = async (n: number) => {
      for (let i = 0; Date.now() < endAt; i += 1) {
        requests += 1;
        try {
          if (i % 3 === 2) {
            const { status, body } = await graphql(front.url, CREATE, { in: newPatient(`Load-${n}-${i}`) }, token);
            const id = body.data?.createPatient?.patient?.id as string | undefined;
            if (status !== 200 || body.errors || !id) failures.push(`write ${status} ${JSON.stringify(body).slice(0, 300)}`);
            else acknowledged.push(id);
          } else {
            const { status, body } = await graphql(front.url, LIST, {}, token);
            if (status !== 200 || body.errors || !body.data?.doctorWorkspace)
              failures.push(`read ${status} ${JSON.stringify(body).slice(0, 300)}`);
          }
        } catch (error) {
          failures.push(`network ${(error as Error).message}`);
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
    await sleep(4_000);
    bff.a.child.kill('SIGTERM');
    await sleep(4_000);
    rest.b.child.kill('SIGTERM');
    const [bffExit, restExit] = await Promise.all([bff.a.exit, rest.b.exit]);
    await load;

    console.info(
      `several instances: ${requests} requests (${acknowledged.length} writes acknowledged) in 20 s, ${failures.length} failed; ` +
        `BFFs served ${front.upstreams.map((u) => u.served).join('/')}, REST instances ${restProxy.upstreams.map((u) => u.served).join('/')}`,
    );
    expect(failures).toEqual([]);
    expect(front.refused + restProxy.refused).toBe(0);
    expect({ bffExit, restExit }).toEqual({ bffExit: 0, restExit: 0 });
    expect(requests).toBeGreaterThan(50);
    expect(acknowledged.length).toBeGreaterThan(10);
    // Every acknowledged write is there, read through the instances that remain.
    for (const id of acknowledged) {
      const { body } = await graphql(front.url, READ, { id }, token);
      expect(body.data?.node?.id).toBe(id);
    }
  }, 120_000);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
