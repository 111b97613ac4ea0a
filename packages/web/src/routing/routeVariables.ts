// The query variables each page reads from its address. They live apart from the screens so a
// route's loader can start its query before the screen's code has arrived.
import type { LoaderFunctionArgs } from 'react-router';

/** How many dev-mailbox messages one page of the list shows. */
export const MAILBOX_PAGE_SIZE = 20;

const param = ({ request }: LoaderFunctionArgs, name: string) => new URL(request.url).searchParams.get(name)?.trim() ?? '';

/** A patient's or a visit's global ID (?id=): the record, the edit form, the new visit, the visit report. */
export const idVariables = (args: LoaderFunctionArgs) => ({ id: param(args, 'id') });

/** The e-mailed link's token (?token=) becomes the create-password query's variables. */
export function createPasswordVariables(args: LoaderFunctionArgs) {
  const token = param(args, 'token');
  return { token, hasToken: token !== '' };
}

/** The dev mailbox's first page, for one recipient (?recipient=) or everyone. */
export function devMailboxVariables(args: LoaderFunctionArgs) {
  return { first: MAILBOX_PAGE_SIZE, recipient: param(args, 'recipient') || null };
}
