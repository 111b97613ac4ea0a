// The Patient and Device resources of a patient's FHIR export (pure). The portal's internal id is the
// Patient's id and its identifier (under PUBLIC_URL); the national or social ID, when recorded, is a
// second identifier typed NI (v2-0203), without a system: the portal does not know who issued it.
import { createHash } from 'node:crypto';
import type { Device, Patient } from '@medplum/fhirtypes';
import { IDENTIFIER_TYPE, type PortalSystems } from './fhirCodes';
import type { FhirPatient } from './fhirExportQuery';

const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;

/** `raw` when it is a valid FHIR id, else a stable id derived from it (same input, same id). */
export function fhirId(raw: string): string {
  return FHIR_ID.test(raw) ? raw : createHash('sha256').update(raw).digest('hex').slice(0, 40);
}

const GENDERS: Readonly<Record<string, Patient['gender']>> = { MALE: 'male', FEMALE: 'female', OTHER: 'other' };

export function patientResource(patient: FhirPatient, systems: PortalSystems): Patient {
  const socialId = patient.personal.socialId?.trim();
  const gender = patient.personal.gender ? GENDERS[patient.personal.gender] : undefined;
  return {
    resourceType: 'Patient',
    id: fhirId(patient.internalID),
    identifier: [
      { use: 'usual', system: systems.patientId, value: patient.internalID },
      ...(socialId
        ? [
            {
              use: 'secondary' as const,
              type: { coding: [{ system: IDENTIFIER_TYPE, code: 'NI', display: 'National unique individual identifier' }] },
              value: socialId,
            },
          ]
        : []),
    ],
    name: [{ use: 'official', text: patient.fullName, family: patient.lastName, given: [patient.firstName] }],
    ...(gender ? { gender } : {}),
    ...(patient.personal.birthdate ? { birthDate: patient.personal.birthdate } : {}),
  };
}

/** The id of the Device resource of a device serial number. */
export const deviceResourceId = (serial: string) => fhirId(`device-${serial}`);

/**
 * The testing device paired with the patient, when there is one. The portal keeps only the current
 * pairing, not which device took each test, so the Device names its patient but no Observation
 * claims to come from it.
 */
export function deviceResource(patient: FhirPatient, systems: PortalSystems, patientReference: string): Device | null {
  const serial = patient.deviceId?.trim();
  if (!serial) return null;
  return {
    resourceType: 'Device',
    id: deviceResourceId(serial),
    identifier: [{ system: systems.deviceSerial, value: serial }],
    serialNumber: serial,
    deviceName: [{ name: 'Vista', type: 'manufacturer-name' }],
    type: { text: 'Binocular vision and eye-tracking testing device' },
    patient: { reference: patientReference },
  };
}
