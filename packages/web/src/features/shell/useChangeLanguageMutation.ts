import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Language } from '@portal/domain/languages';
import type { useChangeLanguageMutation as ChangeLanguageMutation } from '../../__generated__/useChangeLanguageMutation.graphql';
import { toGraphQLLanguage } from '../../i18n/language';
import { reportError } from '../../errors/errorReporter';

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

/** Stores the signed-in user's interface language; the screen has already switched. */
export function useChangeLanguageMutation() {
  const [commit, inFlight] = useMutation<ChangeLanguageMutation>(mutation);
  const changeLanguage = useCallback(
    (language: Language) => {
      commit({
        variables: { input: { language: toGraphQLLanguage(language) } },
        onCompleted: (data) => {
          const failure = data.changeLanguage.errors[0];
          if (failure) reportError({ title: failure.title, messages: failure.messages });
        },
      });
    },
    [commit],
  );
  return [changeLanguage, inFlight] as const;
}
