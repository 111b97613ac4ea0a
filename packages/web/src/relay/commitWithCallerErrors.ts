// Mutations whose failures the screen shows itself (§8: sign-in, password change,
// forgot password): the network layer does not open the global error modal for them.
import { commitMutation, type Disposable, type IEnvironment, type MutationConfig, type MutationParameters } from 'relay-runtime';
import { CALLER_HANDLES_ERRORS } from './fetchGraphQL';

export function commitWithCallerErrors<M extends MutationParameters>(environment: IEnvironment, config: MutationConfig<M>): Disposable {
  return commitMutation<M>(environment, { ...config, cacheConfig: { metadata: { ...CALLER_HANDLES_ERRORS } } });
}
