// POST /emailChange/confirm: the holder of an account confirms the new address an admin set, with
// their own password. Anonymous: the link's token and the password are the proof.
import type { FastifyInstance } from 'fastify';
import { emailChangeConfirmationSchema } from '@portal/domain/emailChange';
import type { AppContext } from '../context';
import { parseBody } from '../http/validate';
import { confirmEmailChange } from './emailChanges';
import { documented } from '../http/openapi';

export function registerEmailChangeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/emailChange/confirm',
    documented({ capability: 'emailChange', body: emailChangeConfirmationSchema, public: true }),
    async (request) => {
      const body = parseBody(emailChangeConfirmationSchema, request.body);
      const { email, notice } = await confirmEmailChange(ctx, request, body);
      ctx.messenger.dispatch(notice);
      return { data: { Email: email } };
    },
  );
}
