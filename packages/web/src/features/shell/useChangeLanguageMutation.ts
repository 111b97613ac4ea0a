import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitMutation } from 'relay-runtime';
import type { Language } from '@portal/domain/languages';
import type { useChangeLanguageMutation as ChangeLanguageMutation } from '../../__generated__/useChangeLanguageMutation.graphql';
import { toGraphQLLanguage } from '../../i18n/language';
import { reportError } from '../../errors/errorReporter';
import { getRelayEnvironment } from '../../relay/environment';

const mutation = graphql`
  mutation useChangeLanguageMutation($input: ChangeLanguageInput!) {
    changeLanguage(input: $input) {
      viewer {
        id
        language
      }
      errors {
        code
        title
        messages
      }
    }
  }
`;

const variablesFor = (language: Language) => ({ input: { language: toGraphQLLanguage(language) } });

function reportFailure(data: ChangeLanguageMutation['response']) {
  const failure = data.changeLanguage.errors[0];
  if (failure) reportError({ title: failure.title, messages: failure.messages });
}

/** Stores the signed-in user's interface language; the screen has already switched. */
export function useChangeLanguageMutation() {
  const [commit, inFlight] = useMutation<ChangeLanguageMutation>(mutation);
  const changeLanguage = useCallback(
    (language: Language) => {
      commit({ variables: variablesFor(language), onCompleted: reportFailure });
    },
    [commit],
  );
  return [changeLanguage, inFlight] as const;
}

/** The same outside a screen on Relay: just signed in on /login, which loads this module then. */
export function storeLanguage(language: Language) {
  commitMutation<ChangeLanguageMutation>(getRelayEnvironment(), {
    mutation,
    variables: variablesFor(language),
    onCompleted: reportFailure,
  });
}
