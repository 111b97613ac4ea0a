// The doctor's patient addresses (§2): the lists, a patient's record (with the completed flag
// that decides where Back goes), the edit page and the new-visit page.
export const patientPaths = {
  /** The active patients tab, or the archive for completed patients. */
  list: (completed = false) => (completed ? '/dashboard/archive' : '/dashboard/patients'),
  detail: (id: string, completed = false) => `/dashboard/Patient?id=${encodeURIComponent(id)}&completed=${completed}`,
  edit: (id: string) => `/dashboard/EditPatient?id=${encodeURIComponent(id)}`,
  newVisit: (id: string) => `/dashboard/NewVisit?id=${encodeURIComponent(id)}`,
};
