// Test data for the patient page: a patient as PatientPageQuery reads it, with visits in the
// connection shape (newest first) and an empty test-results side.
import { format, addDays } from 'date-fns';
import type { PatientPageQuery } from '../../__generated__/PatientPageQuery.graphql';
import { doctorViewer, renderPatientPage } from '../patientForm/patientFormTestSupport';
import { PatientPage, patientPageQuery } from './PatientPage';

export const PATIENT_ID = 'UGF0aWVudDpwMQ==';

interface VisitData {
  id: string;
  visitDate: string;
  testCount: number;
  resultCount?: number;
  reports?: { fileName: string; downloadUrl: string | null; expiresAt: string | null }[];
}

export const visitsConnection = (visits: VisitData[]) => ({
  totalCount: visits.length,
  edges: visits.map((visit) => ({
    cursor: `cursor-${visit.id}`,
    node: { __typename: 'Visit', reports: [], resultCount: visit.testCount, ...visit },
  })),
  pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
});

export interface MessageData {
  internalID: string;
  channel: 'EMAIL' | 'SMS';
  text: string;
  sentAt: string;
  status: 'QUEUED' | 'RETRYING' | 'SENT' | 'FAILED';
}

/** The patient's messages as the connection returns a page of them (newest first). */
export const messagesConnection = (messages: MessageData[], totalCount = messages.length, endCursor: string | null = null) => ({
  totalCount,
  edges: messages.map((message) => ({ cursor: `cursor-${message.internalID}`, node: { __typename: 'PatientMessage', ...message } })),
  pageInfo: { hasNextPage: endCursor !== null, endCursor, hasPreviousPage: false, startCursor: null },
});

/** `count` messages a day apart from 20 Nov 2026 10:15 UTC back, numbered from `from`. */
export const dailyMessages = (count: number, from = 0): MessageData[] =>
  Array.from({ length: count }, (_, i) => ({
    internalID: `m${from + i}`,
    channel: (from + i) % 2 === 0 ? 'EMAIL' : 'SMS',
    text: `Message ${from + i}`,
    sentAt: new Date(Date.UTC(2026, 10, 20 - from - i, 10, 15)).toISOString(),
    status: 'SENT',
  }));

/** `count` visits a week apart, newest first, the newest on 2 Oct 2026. */
export const weeklyVisits = (count: number): VisitData[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `VmlzaXQ6dj${i}`,
    visitDate: new Date(Date.UTC(2026, 9, 2 - 7 * i, 9, 30)).toISOString(),
    testCount: 10 + i,
  }));

export const patient = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Patient',
  id: PATIENT_ID,
  version: '4',
  fullName: 'Maya Cohen',
  accountStatus: 'ACTIVE',
  locked: false,
  missedMoreThanThreshold: false,
  age: 11,
  lastVisit: '2026-10-02T09:00:00.000Z',
  nextVisitDate: '2026-12-01T09:00:00.000Z',
  visitCount: 6,
  testCount: 48,
  resultCount: 48,
  treatmentDays: 180,
  treatmentProgress: 40,
  testsAtLastVisit: [],
  reportsAvailable: true,
  visits: visitsConnection([]),
  lastVisitByTest: [],
  stereoAcuity: { yMax: 60, points: [] },
  progress: [],
  defaultVaScale: 'LOG_MAR',
  accessLog: [],
  messages: messagesConnection([]),
  personal: {
    socialId: '123456782',
    gender: 'FEMALE',
    birthdate: '2015-03-09',
    email: 'maya.parent@example.com',
    phoneNumber: '+972 50 1234567',
    notes: 'Prefers mornings',
    address: { street: 'Herzl 10', apartment: '4', city: 'Haifa', state: null, country: 'Israel', zipCode: '3303110' },
  },
  ...overrides,
});

/** A day `days` from today (local), as dd/mm/yyyy for typing and yyyy-mm-dd as sent. */
export const dayFromToday = (days: number) => {
  const date = addDays(new Date(), days);
  return { typed: format(date, 'dd/MM/yyyy'), iso: format(date, 'yyyy-MM-dd') };
};

/** The patient page for `found` (null: no such patient), opened from the given list. */
export const renderPatient = (found: Record<string, unknown> | null, completedFlag = 'false') =>
  renderPatientPage<PatientPageQuery>(
    patientPageQuery,
    PatientPage,
    `/dashboard/Patient?id=${encodeURIComponent(PATIENT_ID)}&completed=${completedFlag}`,
    { id: PATIENT_ID },
    found
      ? { ...doctorViewer, Node: () => ({ __typename: 'Patient' }), Patient: () => found }
      : { ...doctorViewer, Query: () => ({ node: null }) },
  );
