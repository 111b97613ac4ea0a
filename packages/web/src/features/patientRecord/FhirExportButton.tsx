// "Download FHIR" on the patient record: the whole record as a FHIR R4 Bundle
// (JSON) for the clinic's other systems. A plain link: the BFF's GET /fhir/Patient/{id}/$everything
// reads the session cookie, applies the record's access rules, records the export in the audit
// trail and answers with the file.
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuFileJson } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import type { FhirExportButton_patient$key } from '../../__generated__/FhirExportButton_patient.graphql';

/** The export's address: the Patient's FHIR id is the portal's internal id. */
export const fhirExportPath = (internalID: string) => `/fhir/Patient/${encodeURIComponent(internalID)}/$everything?download=1`;

export function FhirExportButton({ patient, alignEnd = false }: { patient: FhirExportButton_patient$key; alignEnd?: boolean }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment FhirExportButton_patient on Patient {
        internalID
      }
    `,
    patient,
  );
  return (
    <Button asChild size="sm" variant="outline" marginInlineStart={alignEnd ? 'auto' : undefined}>
      <a href={fhirExportPath(data.internalID)} download title={t`The whole record as a FHIR R4 bundle (JSON), for other clinical systems`}>
        <LuFileJson aria-hidden />
        {t`Download FHIR`}
      </a>
    </Button>
  );
}
