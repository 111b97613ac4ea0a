// A second-factor payload's failures: validation problems go to the form's fields (under their
// own messages), anything else opens the error modal with its §8 title.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formFailureOf, type UserErrorKeys } from '../../components/sidePanel/payloadErrors';

/** True when the payload has no errors. */
export function applyFailure<F extends FieldValues>(errors: UserErrorKeys, setError: UseFormSetError<F>): boolean {
  const failure = formFailureOf(errors);
  for (const problem of failure?.fieldProblems ?? []) setError(problem.field as Path<F>, { type: 'server', message: problem.key });
  return errors.length === 0;
}
