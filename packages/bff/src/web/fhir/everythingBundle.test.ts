// The $everything Bundle as a whole: every resource is valid FHIR R4 (Medplum's validator), every
// reference resolves inside the Bundle, and the Patient, Device, Encounters and DiagnosticReports
// carry what the export promises.
import { describe, expect, it } from 'vitest';
import type { Bundle, DiagnosticReport, Device, Encounter, Observation, Patient } from '@medplum/fhirtypes';
import { fhirIssues, unresolvedReferences } from '../../../test/fhirValidation';
import { BASE, PATIENT, VISITS } from '../../../test/fhirFixtures';
import { everythingBundle } from './everythingBundle';

const NOW = new Date('2026-06-15T10:00:00.000Z');
const bundle = everythingBundle(PATIENT, VISITS, { base: BASE, now: NOW, reportPdfPath: (id) => `/documents/visit-report/${id}` });
const resources = (bundle.entry ?? []).map((entry) => entry.resource!);
const ofType = <T>(type: string) => resources.filter((r) => r.resourceType === type) as T[];

describe('everythingBundle', () => {
  it('is a valid searchset Bundle whose every resource validates and every reference resolves inside it', () => {
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1, timestamp: NOW.toISOString() });
    expect(fhirIssues(bundle)).toEqual([]);
    for (const resource of resources) expect(fhirIssues(resource), `${resource.resourceType}/${resource.id}`).toEqual([]);
    expect(unresolvedReferences(bundle)).toEqual([]);
    const fullUrls = bundle.entry!.map((entry) => entry.fullUrl);
    expect(new Set(fullUrls).size).toBe(fullUrls.length);
    expect(fullUrls[0]).toBe(`${BASE}/fhir/Patient/${PATIENT.internalID}`);
  });

  it('is checked by a validator and a reference check that do find faults', () => {
    const broken = { resourceType: 'Observation', code: { text: 'x' }, valueString: 'a', dataAbsentReason: { text: 'b' } } as Observation;
    expect(fhirIssues(broken).map((issue) => issue.details?.text ?? issue.diagnostics)).toEqual(
      expect.arrayContaining([expect.stringContaining('obs-6'), expect.stringContaining('Missing required property')]),
    );
    const dangling: Bundle = { ...bundle, entry: bundle.entry!.filter((entry) => entry.resource?.resourceType !== 'Encounter') };
    expect(unresolvedReferences(dangling)).toContain(`Encounter/${VISITS[1].internalID}`);
  });

  it('names the patient by the portal id under PUBLIC_URL, with name, gender, birth date and the social ID as NI', () => {
    const [patient] = ofType<Patient>('Patient');
    expect(patient).toEqual({
      resourceType: 'Patient',
      id: PATIENT.internalID,
      identifier: [
        { use: 'usual', system: `${BASE}/fhir/sid/patient-id`, value: PATIENT.internalID },
        {
          use: 'secondary',
          type: {
            coding: [
              { system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'NI', display: 'National unique individual identifier' },
            ],
          },
          value: 'BNCLCU12D01F205X',
        },
      ],
      name: [{ use: 'official', text: 'Luca Bianchi', family: 'Bianchi', given: ['Luca'] }],
      gender: 'male',
      birthDate: '2012-04-01',
    });
  });

  it('leaves out what the record does not hold: no social ID, gender, birth date or device', () => {
    const bare = everythingBundle({ ...PATIENT, deviceId: null, personal: { socialId: '  ', gender: null, birthdate: null } }, [], {
      base: BASE,
      now: NOW,
      reportPdfPath: (id) => `/r/${id}`,
    });
    expect(bare.entry!.map((e) => e.resource!.resourceType)).toEqual(['Patient']);
    const patient = bare.entry![0].resource as Patient;
    expect(patient.identifier).toHaveLength(1);
    expect(patient).not.toHaveProperty('gender');
    expect(patient).not.toHaveProperty('birthDate');
    expect(fhirIssues(patient)).toEqual([]);
  });

  it('describes the paired testing device by its serial number, linked to the patient', () => {
    const [device] = ofType<Device>('Device');
    expect(device).toMatchObject({
      serialNumber: 'VST-0042',
      identifier: [{ system: `${BASE}/fhir/sid/device-serial`, value: 'VST-0042' }],
      patient: { reference: `Patient/${PATIENT.internalID}` },
    });
  });

  it('has an Encounter per visit, oldest first, each followed by its Observations and its DiagnosticReport', () => {
    const encounters = ofType<Encounter>('Encounter');
    expect(encounters.map((e) => e.period?.start)).toEqual(['2026-03-02T00:00:00.000Z', '2026-04-10T00:00:00.000Z']);
    expect(encounters[0]).toMatchObject({ status: 'finished', class: { code: 'AMB' }, identifier: [{ value: VISITS[1].internalID }] });
    const order = resources.map((r) => r.resourceType);
    expect(order.slice(0, 3)).toEqual(['Patient', 'Device', 'Encounter']);
    expect(order.at(-1)).toBe('DiagnosticReport');
  });

  it('links each visit’s Observations from its DiagnosticReport and presents the visit report PDF', () => {
    const reports = ofType<DiagnosticReport>('DiagnosticReport');
    const observations = ofType<Observation>('Observation');
    expect(reports).toHaveLength(2);
    const first = reports[0];
    const linked = first.result!.map((ref) => ref.reference);
    const ofFirstVisit = observations.filter((o) => o.encounter?.reference === `Encounter/${VISITS[1].internalID}`);
    expect(linked).toEqual(ofFirstVisit.map((o) => `Observation/${o.id}`));
    expect(first).toMatchObject({
      status: 'final',
      encounter: { reference: `Encounter/${VISITS[1].internalID}` },
      effectiveDateTime: '2026-03-02T00:00:00.000Z',
      issued: NOW.toISOString(),
      presentedForm: [{ contentType: 'application/pdf', url: `${BASE}/documents/visit-report/${VISITS[1].id}` }],
    });
    // The later visit's only stereo test recorded nothing: one Observation saying so.
    expect(reports[1].result).toHaveLength(1);
  });

  it('gives every measure of the visit with every test type its Observation (an eye each for VA and CS)', () => {
    const observations = ofType<Observation>('Observation').filter((o) => o.encounter?.reference === `Encounter/${VISITS[1].internalID}`);
    // 12 results: chart VA 3 eyes, auto VA 1, chart CS 2, failed auto CS 1, the 8 others 1 each.
    expect(observations).toHaveLength(3 + 1 + 2 + 1 + 8);
    expect(new Set(observations.map((o) => o.id)).size).toBe(observations.length);
  });
});
