// The report file store and the signed-link maker, built once per app (app.ts) and handed to the
// routes that need them (visit calls, downloads) rather than to every route through AppContext.
import type { ReportLinks } from './reportLinks';
import type { ReportStore } from './reportStore';

export interface ReportServices {
  store: ReportStore;
  links: ReportLinks;
}
