// Test helpers of the visit calls: a valid addNewVisit body, the §3 items of the issue, and
// opening a signed report link against the test service.
import type { TestRestApi } from '../testing';

/** The ACT example, as a device sends it. */
export const ACT_ITEM = {
  ACT: 'act-1',
  OpticalCorrection: 'SC',
  TestResult: 'test succeeded',
  BeginTestTime: '2026-06-15T09:15:00Z',
  ResultInDioptersHorizontalValue: 6,
  ResultInDioptersVerticalValue: 0,
};

/** The stereo example: no BeginTestTime, so it begins at the visit. */
export const STEREO_ITEM = {
  StereoAcuity: 'st-1',
  OpticalCorrection: 'CC',
  TestResult: 'test succeeded',
  StereoAcuityResult: { TestResult: 'test succeeded', DisparityValue: 40 },
};

/** A valid addNewVisit body for a service whose clock reads 2026-06-15. */
export function visitBody(overrides: Record<string, unknown> = {}) {
  return {
    VisitDate: '2026-06-15T09:00:00.000Z',
    NextVisit: '2026-07-01T09:30:00.000Z',
    TreatmentDuration: 6,
    TestsResults: [ACT_ITEM, STEREO_ITEM],
    ...overrides,
  };
}

/** A report upload of `text`. */
export const reportUpload = (fileName: string, text: string) => ({
  ProtocolReportFileName: fileName,
  ContentBase64: Buffer.from(text, 'utf8').toString('base64'),
});

/** Opens a download link (its path, against the test service) without any session. */
export async function openLink(api: TestRestApi, downloadUrl: string) {
  const { pathname } = new URL(downloadUrl);
  const response = await fetch(`${api.url}${pathname}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
