// POST /VistaAdmins/{uid}/{doctors|admins}/{id}/secondFactor/reset (CONTRACT.md "Second factor"):
// an account's authenticator app removed by a platform admin; REST decides who may.
import { z } from 'zod';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { adminLabel, adminPath } from './adminPath';

const resetSchema = z.object({ AppEnrolled: z.literal(false) });

export async function resetSecondFactor(rest: RestClient, uid: string, kind: 'ecp' | 'admin', id: string): Promise<void> {
  const area = kind === 'ecp' ? 'doctors' : 'admins';
  const answer = await rest.call({ method: 'POST', path: adminPath(uid, `/${area}/${encodeURIComponent(id)}/secondFactor/reset`) });
  parseData(resetSchema, answer, `POST ${adminLabel(`/${area}/{id}/secondFactor/reset`)}`);
}
