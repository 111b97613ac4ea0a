// The record's "Download FHIR": a download link to the BFF's $everything export of this patient,
// for active and archived patients alike.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fhirExportPath } from './FhirExportButton';
import { patient, renderPatient } from './patientRecordTestSupport';

const INTERNAL_ID = '6f1c2b8e-5d0a-4c1e-9a57-3f0e8b2d7c41';

describe('Download FHIR', { timeout: 30_000 }, () => {
  it('links the record to its FHIR export as a download', async () => {
    renderPatient(patient({ internalID: INTERNAL_ID }));
    const link = await screen.findByRole('link', { name: 'Download FHIR' });
    expect(link).toHaveAttribute('href', `/fhir/Patient/${INTERNAL_ID}/$everything?download=1`);
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAttribute('title', 'The whole record as a FHIR R4 bundle (JSON), for other clinical systems');
  });

  it('is there for a completed patient too (exporting changes nothing)', async () => {
    renderPatient(patient({ internalID: INTERNAL_ID, accountStatus: 'COMPLETED' }));
    expect(await screen.findByRole('link', { name: 'Download FHIR' })).toHaveAttribute('href', fhirExportPath(INTERNAL_ID));
  });

  it('escapes an id that is not URL-safe', () => {
    expect(fhirExportPath('a/b c')).toBe('/fhir/Patient/a%2Fb%20c/$everything?download=1');
  });
});
