// DoctorWorkspace.siteRecords: a page of every patient of the site admin's site, of every
// doctor there, with their visits, for the site-level FHIR bulk export. One REST call a page: the
// page's visits are handed to the operation's visit loader, so Patient.visits and the merged results
// below it (the same resolvers as the record, the report and $everything) make no call of their own.
// The policy's `siteRecords` decides who; REST asks it again.
import { isStorageId, siteExportSiteOf } from '@portal/domain/bulkExport';
import { patientKey, patientVisitsKey, type BffContext } from '../../context';
import { badUserInputError, forbiddenError } from '../../errors/graphqlErrors';
import { pageSize } from '../../graphql/connection';
import { readSiteRecords } from '../../rest/doctor/siteRecords';
import type { DoctorCaller } from './access';
import { asPatient } from './patientModel';

const PREFIX = 'patient:';

/** A keyset cursor: the patient's id, opaque to clients. */
export const patientIdCursor = (id: string) => Buffer.from(`${PREFIX}${id.toLowerCase()}`, 'utf8').toString('base64');

function patientIdOfCursor(cursor: string): string {
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  const id = decoded.startsWith(PREFIX) ? decoded.slice(PREFIX.length) : '';
  if (!isStorageId(id) || patientIdCursor(id) !== cursor) throw badUserInputError('The cursor is not valid', 'INVALID_CURSOR');
  return id;
}

export async function siteRecords(caller: DoctorCaller, args: { first?: number | null; after?: string | null }, context: BffContext) {
  if (siteExportSiteOf(caller.actor) === null) throw forbiddenError();
  const limit = pageSize(args.first, 100);
  const after = args.after ? patientIdOfCursor(args.after) : null;
  const page = await readSiteRecords(context.rest, caller.uid, { after, limit: Math.max(limit, 1) });
  const rows = page.rows.slice(0, limit);
  // Visit.patient under these visits names the page's own patients, some another doctor's of the
  // site: they are the page's, never read again through the caller's own patients.
  for (const { patient, visits } of rows) {
    context.loaders.visitsByPatient.prime(patientVisitsKey(caller.uid, patient.UserStorageID), visits);
    context.loaders.patientById.prime(patientKey(caller.uid, patient.UserStorageID), patient);
  }
  const edges = rows.map(({ patient }) => ({ node: asPatient(patient), cursor: patientIdCursor(patient.UserStorageID) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: limit === 0 ? page.total > 0 : page.next !== null,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? args.after ?? null,
    },
    totalCount: page.total,
  };
}
