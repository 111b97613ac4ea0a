// The signed-in user's own sessions (CONTRACT.md "Own sessions"): typed calls, zod-parsed answers.
import { z } from 'zod';
import type { RestClient } from './http';
import { parseData } from './parse';

export const sessionRecordSchema = z.object({
  SessionID: z.string(),
  CreatedAt: z.string(),
  LastSeenAt: z.string(),
  ExpiresAt: z.string(),
  Address: z.string().nullable(),
  UserAgent: z.string().nullable(),
  Current: z.boolean(),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

const uidPath = (uid: string) => `/users/${encodeURIComponent(uid)}/sessions`;

export async function listSessions(rest: RestClient, uid: string): Promise<SessionRecord[]> {
  const answer = await rest.call({ method: 'GET', path: uidPath(uid) });
  return parseData(z.array(sessionRecordSchema), answer, 'GET /users/{uid}/sessions');
}

/** Ends every session of the user (the caller's too unless `keepCurrent`); answers how many ended. */
export async function signOutAllSessions(rest: RestClient, uid: string, keepCurrent: boolean): Promise<number> {
  const answer = await rest.call({ method: 'POST', path: `${uidPath(uid)}/signOutAll`, body: { KeepCurrent: keepCurrent } });
  return parseData(z.object({ ended: z.number().int() }), answer, 'POST /users/{uid}/sessions/signOutAll').ended;
}

/** Ends one session of the user; `current` tells it was the caller's own. */
export async function signOutOneSession(rest: RestClient, uid: string, sessionId: string): Promise<{ current: boolean }> {
  const answer = await rest.call({
    method: 'POST',
    path: `${uidPath(uid)}/${encodeURIComponent(sessionId)}/signOut`,
    label: '/users/{uid}/sessions/{id}/signOut',
  });
  return parseData(z.object({ ended: z.literal(true), current: z.boolean() }), answer, 'POST /users/{uid}/sessions/{id}/signOut');
}
