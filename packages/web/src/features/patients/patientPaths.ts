// The doctor's patient addresses (§2): the lists, a patient's record (with the completed flag
// that decides where Back goes), the edit page, the new-visit page and a visit's report, printable
// or as the PDF the BFF writes in the reader's language and time zone.
export const patientPaths = {
  /** The active patients tab, or the archive for completed patients. */
  list: (completed = false) => (completed ? '/dashboard/archive' : '/dashboard/patients'),
  detail: (id: string, completed = false) => `/dashboard/Patient?id=${encodeURIComponent(id)}&completed=${completed}`,
  edit: (id: string) => `/dashboard/EditPatient?id=${encodeURIComponent(id)}`,
  newVisit: (id: string) => `/dashboard/NewVisit?id=${encodeURIComponent(id)}`,
  visitReport: (visitId: string) => `/dashboard/visit-report?id=${encodeURIComponent(visitId)}`,
  visitReportPdf: (visitId: string, language: string, timeZone: string) =>
    `/documents/visit-report/${encodeURIComponent(visitId)}?lang=${encodeURIComponent(language)}&tz=${encodeURIComponent(timeZone)}`,
};
