// The on-screen visit report's "Progress at a glance": the key measures up to and
// including this visit (never a later one), as the record shows them and the PDF prints them.
import { Card, Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { VisitReportProgress_visit$key } from '../../__generated__/VisitReportProgress_visit.graphql';
import { ProgressSummaryTable } from '../progress/ProgressSummaryTable';

export function VisitReportProgress({ visit: visitKey }: { visit: VisitReportProgress_visit$key }) {
  const { t } = useLingui();
  const visit = useFragment(
    graphql`
      fragment VisitReportProgress_visit on Visit {
        progress {
          ...ProgressSummaryTable_progress
        }
      }
    `,
    visitKey,
  );
  const title = t`Progress at a glance`;
  // Nothing to summarise before any key measure was taken: the report stays as it was.
  if (!visit.progress.length) return null;
  return (
    <Card.Root as="section" aria-label={title} variant="outline" bg="bg.panel" _print={{ breakInside: 'avoid', boxShadow: 'none' }}>
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <ProgressSummaryTable progress={visit.progress} caption={title} />
      </Card.Body>
    </Card.Root>
  );
}
