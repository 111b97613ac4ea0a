// GET /fhir/Patient/{id}/$everything[?download=1]: a patient's whole record as a FHIR R4 Bundle
//, for the caller's session (cookie or bearer token). {id} is the Patient's FHIR
// id, the portal's internal id. The data is read through the public schema with the caller's own
// context (fhirExportQuery.ts), so the access rules are GraphQL's: a doctor's own patient only
// (anyone else's, or an unknown id, 404 alike), platform admins no health data (403), signed out
// 401; failures answer as FHIR OperationOutcomes. The export is recorded in the audit trail before
// the Bundle is sent: an export that cannot be recorded is not sent.
import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OperationOutcome } from '@medplum/fhirtypes';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { buildContext, type BffContext, type ContextOptions } from '../../context';
import { toGlobalId } from '../../graphql/globalId';
import { HttpError } from '../../rest/http';
import { recordPatientExport } from '../../rest/doctor/patientExports';
import { VISIT_REPORT_PDF_PATH } from '../visitReport/visitReportRoute';
import { everythingBundle } from './everythingBundle';
import { FHIR_EXPORT_QUERY, type FhirExportData, type FhirPatient, type FhirVisit } from './fhirExportQuery';

export const FHIR_EVERYTHING_PATH = '/fhir/Patient/:id/$everything';
export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;
/** A record of more visits than this is refused rather than read without end (100 a page). */
const MAX_VISIT_PAGES = 50;

export type IssueCode = 'login' | 'forbidden' | 'not-found' | 'transient' | 'exception' | 'too-costly' | 'not-supported';
export interface Failure {
  status: number;
  issue: IssueCode;
  message: string;
}
type Read = { failure: Failure } | { uid: string; patient: FhirPatient };
export const STATUS_BY_CODE: Record<string, Failure> = {
  UNAUTHENTICATED: { status: 401, issue: 'login', message: ERROR_MESSAGES.sessionExpired },
  FORBIDDEN: { status: 403, issue: 'forbidden', message: ERROR_MESSAGES.permissionDenied },
  NOT_FOUND: { status: 404, issue: 'not-found', message: ERROR_MESSAGES.notFound },
  UPSTREAM_UNAVAILABLE: { status: 503, issue: 'transient', message: ERROR_MESSAGES.connectionError },
};
export const UNEXPECTED: Failure = { status: 500, issue: 'exception', message: ERROR_MESSAGES.unexpected };

export function operationOutcome(issue: IssueCode, message: string): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: issue, diagnostics: message }] };
}

export function refuse(reply: FastifyReply, failure: Failure) {
  return reply.code(failure.status).header('content-type', FHIR_JSON).send(operationOutcome(failure.issue, failure.message));
}

export interface FhirExportOptions extends ContextOptions {
  /** PUBLIC_URL: the base of fullUrls, identifier systems and the report links; else the request's origin. */
  publicUrl?: string | null;
}

export function registerFhirExport(app: FastifyInstance, apollo: ApolloServer<BffContext>, options: FhirExportOptions): void {
  // No automatic HEAD route: a HEAD would read the record and record an export it never delivers.
  app.get<{ Params: { id: string }; Querystring: { download?: string } }>(
    FHIR_EVERYTHING_PATH,
    { exposeHeadRoute: false },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { id } = request.params;
      const contextValue = buildContext(request, reply, options);
      const read = async (after: string | null): Promise<Read> => {
        const variables = { id: FHIR_ID.test(id) ? toGlobalId('Patient', id) : '', after };
        const response = await apollo.executeOperation<FhirExportData>({ query: FHIR_EXPORT_QUERY, variables }, { contextValue });
        if (response.body.kind !== 'single') return { failure: UNEXPECTED };
        const { errors } = response.body.singleResult;
        // As a client reads it: executeOperation hands back scalars unserialised (DateTime as Date).
        const data = JSON.parse(JSON.stringify(response.body.singleResult.data ?? null)) as FhirExportData | null;
        if (errors?.length) return { failure: STATUS_BY_CODE[String(errors[0].extensions?.code)] ?? UNEXPECTED };
        if (!data?.viewer) return { failure: STATUS_BY_CODE.UNAUTHENTICATED };
        // Platform admins never see health data, whatever the id: saying so leaks nothing.
        if (data.viewer.role !== 'DOCTOR') return { failure: STATUS_BY_CODE.FORBIDDEN };
        // Another doctor's patient reads exactly like an unknown one.
        if (data.node?.__typename !== 'Patient') return { failure: STATUS_BY_CODE.NOT_FOUND };
        return { uid: data.viewer.internalID, patient: data.node as FhirPatient };
      };

      const first = await read(null);
      if ('failure' in first) return refuse(reply, first.failure);
      const visits: FhirVisit[] = first.patient.visits?.edges.map((edge) => edge.node) ?? [];
      let pageInfo = first.patient.visits?.pageInfo;
      for (let page = 1; pageInfo?.hasNextPage; page += 1) {
        if (page >= MAX_VISIT_PAGES) {
          return refuse(reply, {
            status: 422,
            issue: 'too-costly',
            message: `A record of more than ${MAX_VISIT_PAGES * 100} visits is not exported at once`,
          });
        }
        const next = await read(pageInfo.endCursor);
        if ('failure' in next) return refuse(reply, next.failure);
        visits.push(...(next.patient.visits?.edges.map((edge) => edge.node) ?? []));
        pageInfo = next.patient.visits?.pageInfo;
      }

      try {
        await recordPatientExport(contextValue.rest, first.uid, first.patient.internalID, 'FHIR_R4');
      } catch (error) {
        if (error instanceof HttpError) return refuse(reply, STATUS_BY_CODE[error.code] ?? UNEXPECTED);
        request.log.warn({ err: error }, 'FHIR export: the export could not be recorded');
        return refuse(reply, STATUS_BY_CODE.UPSTREAM_UNAVAILABLE);
      }

      const base = (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
      const bundle = everythingBundle(first.patient, visits, {
        base,
        now: contextValue.now(),
        reportPdfPath: (visitId) => `${VISIT_REPORT_PDF_PATH}/${encodeURIComponent(visitId)}`,
      });
      if (request.query.download === '1') {
        void reply.header('content-disposition', `attachment; filename="patient-${bundle.entry?.[0]?.resource?.id ?? 'export'}-fhir.json"`);
      }
      return reply.header('content-type', FHIR_JSON).send(JSON.stringify(bundle));
    },
  );
}
