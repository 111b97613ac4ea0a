// Test helpers of the staff calls (ECPs, admins, messages): demo sessions and valid form bodies.
import { PROFESSIONS } from '@portal/domain/enums';
import type { TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SITE_ID } from '../seed/accounts';

export interface DemoSession {
  uid: string;
  token: string;
}

/** A session of a demo account; the super admin goes through the e-mailed second factor. */
export async function demoSession(api: TestRestApi, who: 'superAdmin' | 'admin' | 'siteAdmin' | 'doctor'): Promise<DemoSession> {
  const email = DEMO_EMAILS[who];
  const first = await signIn(api, email, DEMO_PASSWORD);
  let token = first.token as string;
  if (first.status === '2fa') {
    const code = await api.twoFaCode(email);
    const second = await call(api, 'POST', '/signin/2fa', { token, body: { TwoFaCode: code } });
    if (second.status !== 200) throw new Error(`2FA of ${email} answered ${second.status}`);
    token = second.body.data.token;
  }
  return { uid: DEMO_ACCOUNT_IDS[who], token };
}

/** Calls `/VistaAdmins/{uid}{path}` as `session`. */
export const adminCall = (api: TestRestApi, session: DemoSession, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  call(api, method, `/VistaAdmins/${session.uid}${path}`, { token: session.token, body });

let counter = 0;
/** A valid ECP form body for the demo clinic with a fresh e-mail. */
export function ecpBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    FirstName: 'Marta',
    LastName: 'Rossi',
    Profession: PROFESSIONS.orthoptist,
    PhoneNumber: '+39 02 555 0100',
    Email: `ecp${counter}@clinic.example`,
    SiteStorageID: DEMO_SITE_ID,
    isSiteAdmin: false,
    MedicalLicense: 'ORT-1234',
    Notes: '',
    ...overrides,
  };
}

/** A valid admin form body with a fresh e-mail. */
export function adminBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { FirstName: 'Aldo', LastName: 'Bruni', PhoneNumber: '+1 617 555 0199', Email: `admin${counter}@vista.example`, ...overrides };
}
