// The patient record's "Progress at a glance": the key measures over the whole course,
// so the doctor sees at once whether the therapy works before reading the charts below.
import { Card, Heading, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { ProgressAtAGlancePanel_patient$key } from '../../__generated__/ProgressAtAGlancePanel_patient.graphql';
import { ProgressSummaryTable } from './ProgressSummaryTable';

export function ProgressAtAGlancePanel({ patient: patientKey }: { patient: ProgressAtAGlancePanel_patient$key }) {
  const { t } = useLingui();
  const patient = useFragment(
    graphql`
      fragment ProgressAtAGlancePanel_patient on Patient {
        progress {
          ...ProgressSummaryTable_progress
        }
      }
    `,
    patientKey,
  );
  const title = t`Progress at a glance`;
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-label={title}>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {patient.progress.length ? (
          <ProgressSummaryTable progress={patient.progress} caption={title} />
        ) : (
          <Text
            color="fg.muted"
            fontSize="sm"
          >{t`No key measure (ACT, stereo acuity, chart visual acuity, fusional reserve) has been taken yet.`}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
