// Expected failures in admin mutation payloads (§8): validation problems go back to the form's
// fields under the form's alert; conflicts and refusals open the error modal with their title.
import { graphql, readInlineData } from 'react-relay';
import type { payloadErrors_userError$key } from '../../__generated__/payloadErrors_userError.graphql';
import { reportError } from '../../errors/errorReporter';

/** Spread by every admin mutation in its `errors`, read with readInlineData. */
const userErrorFragment = graphql`
  fragment payloadErrors_userError on UserError @inline {
    __typename
    title
    messages
    ... on ValidationError {
      fieldErrors {
        field
        key
      }
    }
  }
`;

export type UserErrorKeys = ReadonlyArray<payloadErrors_userError$key>;

export interface FieldProblem {
  field: string;
  key: string;
}

export interface PayloadFailure {
  /** The panel's alert: the form's §8 title and what to correct. */
  alert: { title: string; messages: readonly string[] };
  fieldProblems: FieldProblem[];
}

/**
 * The payload's validation failure for the form, or null. Any other failure (a unique name,
 * a refusal) opens the error modal with its §8 title and lines.
 */
export function formFailureOf(errors: UserErrorKeys): PayloadFailure | null {
  let alert: PayloadFailure['alert'] | null = null;
  const fieldProblems: FieldProblem[] = [];
  for (const key of errors) {
    const error = readInlineData(userErrorFragment, key);
    if (error.__typename === 'ValidationError') {
      alert ??= { title: error.title, messages: error.messages };
      fieldProblems.push(...(error.fieldErrors ?? []).map((f) => ({ field: f.field, key: f.key })));
    } else if (error.__typename !== 'EditConflictError') reportError({ title: error.title, messages: error.messages });
  }
  return alert ? { alert, fieldProblems } : null;
}

/** Whether someone else saved the record since the form read it (the form then compares, no modal). */
export const hasEditConflict = (errors: UserErrorKeys): boolean =>
  errors.some((key) => readInlineData(userErrorFragment, key).__typename === 'EditConflictError');

/** For writes without a form (delete, lock, send): every failure opens the error modal. True when it succeeded. */
export function reportPayloadErrors(errors: UserErrorKeys): boolean {
  for (const key of errors) {
    const error = readInlineData(userErrorFragment, key);
    reportError({ title: error.title, messages: error.messages });
  }
  return errors.length === 0;
}
