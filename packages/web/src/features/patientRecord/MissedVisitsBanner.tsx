// §2: the red banner of a patient who missed more than 30% of the planned tests (Status 1), with
// a link that opens the send-message modal for this patient.
import { useState } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { MissedVisitsBanner_patient$key } from '../../__generated__/MissedVisitsBanner_patient.graphql';
import { PatientMessageDialog } from '../patients/lazyPatientMessageDialog';

export function MissedVisitsBanner({ patient: patientKey }: { patient: MissedVisitsBanner_patient$key }) {
  const { t } = useLingui();
  const patient = useFragment(
    graphql`
      fragment MissedVisitsBanner_patient on Patient {
        id
        fullName
      }
    `,
    patientKey,
  );
  const [messaging, setMessaging] = useState(false);

  return (
    <>
      <Alert.Root status="error" variant="subtle" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`Missed more than 30%`}</Alert.Title>
          <Alert.Description>{t`This patient has missed more than 30% of the planned tests.`}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setMessaging(true)}>
          {t`Send message`}
        </Button>
      </Alert.Root>
      {messaging ? (
        <PatientMessageDialog patientIds={[patient.id]} recipientsText={t`To ${patient.fullName}`} onClose={() => setMessaging(false)} />
      ) : null}
    </>
  );
}
