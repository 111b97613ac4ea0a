// The signed-in user's second factor and the portal's policy (CONTRACT.md "Second factor"): typed
// calls, zod-parsed answers.
import { z } from 'zod';
import {
  SECOND_FACTOR_POLICIES,
  secondFactorStatusSchema,
  type SecondFactorPolicy,
  type SecondFactorStatus,
} from '@portal/domain/secondFactor';
import { loginResponseSchema } from '@portal/domain/auth';
import type { RestClient } from './http';
import { parseData } from './parse';

const BASE = '/users/self/secondFactor';
const recoveryCodesSchema = z.object({ RecoveryCodes: z.array(z.string()) });
const enrolmentSchema = z.object({ Secret: z.string(), Uri: z.string(), ExpiresInMinutes: z.number().int() });
const policySchema = z.object({ SecondFactorPolicy: z.enum(SECOND_FACTOR_POLICIES) });

/** A proof of the factor: the password and a current app code or a recovery code. */
export interface SecondFactorProof {
  Password: string;
  TwoFaCode?: string;
  RecoveryCode?: string;
}

export async function readSecondFactorStatus(rest: RestClient): Promise<SecondFactorStatus> {
  return parseData(secondFactorStatusSchema, await rest.call({ method: 'GET', path: BASE }), `GET ${BASE}`);
}

export async function startAppEnrolment(rest: RestClient, password: string): Promise<z.infer<typeof enrolmentSchema>> {
  const answer = await rest.call({ method: 'POST', path: `${BASE}/app/start`, body: { Password: password } });
  return parseData(enrolmentSchema, answer, `POST ${BASE}/app/start`);
}

export async function confirmAppEnrolment(rest: RestClient, code: string): Promise<string[]> {
  const answer = await rest.call({ method: 'POST', path: `${BASE}/app/confirm`, body: { TwoFaCode: code } });
  return parseData(recoveryCodesSchema, answer, `POST ${BASE}/app/confirm`).RecoveryCodes;
}

export async function disableApp(rest: RestClient, proof: SecondFactorProof): Promise<SecondFactorStatus> {
  const answer = await rest.call({ method: 'POST', path: `${BASE}/app/disable`, body: proof });
  return parseData(secondFactorStatusSchema, answer, `POST ${BASE}/app/disable`);
}

export async function renewRecoveryCodes(rest: RestClient, proof: SecondFactorProof): Promise<string[]> {
  const answer = await rest.call({ method: 'POST', path: `${BASE}/recoveryCodes`, body: proof });
  return parseData(recoveryCodesSchema, answer, `POST ${BASE}/recoveryCodes`).RecoveryCodes;
}

export async function writeSecondFactorPolicy(rest: RestClient, policy: SecondFactorPolicy): Promise<SecondFactorPolicy> {
  const answer = await rest.call({ method: 'POST', path: '/settings/secondFactorPolicy', body: { SecondFactorPolicy: policy } });
  return parseData(policySchema, answer, 'POST /settings/secondFactorPolicy').SecondFactorPolicy;
}

/** POST /signin/2fa with a recovery code (the interim token of a sign-in whose method is the app). */
export async function verifyRecoveryCode(rest: RestClient, twofaToken: string, recoveryCode: string) {
  const answer = await rest.call({ method: 'POST', path: '/signin/2fa', body: { RecoveryCode: recoveryCode }, token: twofaToken });
  return parseData(loginResponseSchema, answer, 'POST /signin/2fa');
}
