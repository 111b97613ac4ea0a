// A visit's report file downloads through a signed link that lives five minutes. A record left
// open for an hour still holds the links it was given, so a click asks the BFF for the visit's
// links at that moment and downloads through the fresh one, without leaving the page (the
// history's rows read the fresh links from the store too).
import { useCallback, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import type { useFreshReportDownloadQuery } from '../../__generated__/useFreshReportDownloadQuery.graphql';
import { AppError, toAppError } from '../../errors/appError';
import { reportError } from '../../errors/errorReporter';

const freshLinksQuery = graphql`
  query useFreshReportDownloadQuery($visitId: ID!) {
    node(id: $visitId) {
      ... on Visit {
        id
        reports {
          fileName
          downloadUrl
          expiresAt
        }
      }
    }
  }
`;

/** The link as the browser opens it: the reader's language rides along for the page an expired link shows. */
export function reportHref(downloadUrl: string, language: string): string {
  const url = new URL(downloadUrl, window.location.origin);
  url.searchParams.set('lang', language);
  return url.href;
}

/** Starts the browser's download of `href` without navigating away (the answer is an attachment). */
function startDownload(href: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export function useFreshReportDownload(language: string) {
  const environment = useRelayEnvironment();
  const [loadingFile, setLoadingFile] = useState<string | null>(null);
  const download = useCallback(
    async (visitId: string, fileName: string) => {
      setLoadingFile(fileName);
      try {
        const data = await fetchQuery<useFreshReportDownloadQuery>(
          environment,
          freshLinksQuery,
          { visitId },
          { fetchPolicy: 'network-only' },
        ).toPromise();
        const link = data?.node?.reports?.find((report) => report.fileName === fileName)?.downloadUrl;
        // The visit, its file or the site's backup went meanwhile.
        if (!link) reportError({ title: ERROR_TITLES.notFound, messages: [ERROR_MESSAGES.notFound] });
        else startDownload(reportHref(link, language), fileName);
      } catch (error) {
        // The network layer has shown its failures in the error modal.
        if (!(error instanceof AppError)) reportError(toAppError(error));
      } finally {
        setLoadingFile(null);
      }
    },
    [environment, language],
  );
  return { download, loadingFile };
}
