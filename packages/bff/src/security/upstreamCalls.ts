// The REST calls an operation may make, worst case, known before it runs: each field that reads
// REST says how (FIELD_CALLS), and the document's lists say over how many parents. An operation
// whose worst case is over UPSTREAM_CALL_BUDGET is refused with 400 before anything runs, so no
// single query can flood REST for everyone (README "Security" states the budget).
import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  getArgumentValues,
  getDirectiveValues,
  getVariableValues,
} from 'graphql';
import { CONNECTION_MAX_FIRST } from '@portal/domain/constants';

/** The most REST calls one operation may make (the web's heaviest operation makes 7). */
export const UPSTREAM_CALL_BUDGET = 50;
/** Ids per call of a batched read (REST's `ids` limit). */
export const UPSTREAM_BATCH_SIZE = 100;
/** What a plain list (not a connection) counts as: the cost model's nominal length. */
const NOMINAL_LIST_LENGTH = 10;
/** `first` when neither the operation nor the schema says. */
const DEFAULT_FIRST = 20;

/**
 * How a field reads REST, per occurrence in the document:
 * - `calls`: that many calls for each parent object it is asked on;
 * - `batched`: one call per 100 parents through the named loader (fields of one selection sharing a
 *   loader share its calls; `perArguments`: those with other arguments, a page size, do not);
 *   `keyedBy` counts the parents as the nearest enclosing objects of that type (the visits of one
 *   patient all name that patient);
 * - `once`: one call per operation for the named loader, however often asked.
 */
export type FieldCalls = { calls: number } | { batched: string; keyedBy?: string; perArguments?: boolean } | { once: string };

const byVisits: FieldCalls = { batched: 'visitsByPatient', keyedBy: 'Patient' };

/** Every field that reads REST (the session's own GET /users/self is counted once for every operation). */
export const FIELD_CALLS: Readonly<Record<string, FieldCalls>> = {
  'Query.passwordLink': { calls: 1 },
  'Query.devMailbox': { calls: 1 },
  // A node: its by-id read and, for a patient or visit, the visits; nodes: one by-id read per type asked.
  'Query.node': { calls: 2 },
  'Query.nodes': { calls: 10 },
  'Viewer.sessions': { calls: 1 },
  'Viewer.secondFactor': { calls: 1 },
  'PendingSignIn.mustSignTerms': { once: 'pendingSelf' },
  'PendingSignIn.secondFactorMethod': { once: 'pendingSelf' },
  'AdminConsole.sites': { calls: 1 },
  'AdminConsole.ecps': { calls: 1 },
  'AdminConsole.devices': { calls: 1 },
  'AdminConsole.admins': { calls: 1 },
  'AdminConsole.auditEvents': { calls: 1 },
  'AdminConsole.versions': { calls: 1 },
  'AdminConsole.pendingUsers': { calls: 1 },
  'AdminConsole.fleetCounters': { once: 'fleetCounters' },
  'Site.ecps': { batched: 'ecpById' },
  'Site.devices': { batched: 'deviceById' },
  // A site's clinicians and devices all name that site.
  'Ecp.site': { batched: 'siteById', keyedBy: 'Site' },
  'Device.site': { batched: 'siteById', keyedBy: 'Site' },
  'Device.healthTimeline': { batched: 'deviceReports', perArguments: true },
  'SoftwareVersion.addedBy': { batched: 'adminById' },
  'DoctorWorkspace.patients': { calls: 1 },
  'DoctorWorkspace.archivedPatients': { calls: 1 },
  'DoctorWorkspace.patientCounts': { once: 'patientCounts' },
  'DoctorWorkspace.attention': { calls: 1 },
  'DoctorWorkspace.attentionSettings': { calls: 1 },
  'DoctorWorkspace.siteRecords': { calls: 1 },
  'SiteStatistics.totalTests': { once: 'siteTestsCount' },
  'SiteStatistics.averageDailyTests': { once: 'siteTestsCount' },
  'SiteStatistics.actDeviation': { once: 'actGraph' },
  'SiteStatistics.convergenceBreakPoint': { once: 'fusionalGraph' },
  'Patient.visits': byVisits,
  'Patient.lastVisitByTest': byVisits,
  'Patient.testsAtLastVisit': byVisits,
  'Patient.stereoAcuity': byVisits,
  'Patient.progress': byVisits,
  'Patient.accessLog': { batched: 'accessLog', perArguments: true },
  'Patient.messages': { batched: 'messages', perArguments: true },
  'Visit.patient': { batched: 'patientById', keyedBy: 'Patient' },
  'Visit.progress': byVisits,
  'ApprovePendingUserPayload.ecp': { calls: 1 },
  'ApprovePendingUserPayload.site': { calls: 1 },
  // Mutations make one call beside the session's unless listed (a read after the write).
  'Mutation.createPassword': { calls: 2 },
  'Mutation.registerDevice': { calls: 2 },
  'Mutation.rotateDeviceKey': { calls: 2 },
  'Mutation.revokeDeviceKey': { calls: 2 },
  'Mutation.updateEcp': { calls: 2 },
  'Mutation.addVisit': { calls: 2 },
};

/** The calls of `Type.field`: the table, else the rules every payload and mutation follows. */
export function fieldCalls(typeName: string, fieldName: string): FieldCalls | null {
  const listed = FIELD_CALLS[`${typeName}.${fieldName}`];
  if (listed) return listed;
  if (typeName === 'Mutation') return { calls: 1 };
  // A payload's viewer and fleet counters are read afresh after the write; its counts once.
  if (typeName.endsWith('Payload') && (fieldName === 'viewer' || fieldName === 'fleetCounters')) return { calls: 1 };
  if (typeName.endsWith('Payload') && fieldName === 'patientCounts') return { once: 'patientCounts' };
  return null;
}

/** Loaders whose reads a §7 backend answers one parent at a time (profile and visits per patient). */
export const ONE_BY_ONE_IN_LEGACY: ReadonlySet<string> = new Set(['patientById', 'visitsByPatient']);

interface Walk {
  /** Loaders read one parent per call with this upstream (no batch read). */
  oneByOne: ReadonlySet<string>;
  schema: GraphQLSchema;
  variables: Record<string, unknown>;
  fragments: Record<string, FragmentDefinitionNode>;
  once: Set<string>;
  /** Loaders already counted for a given set of objects (`keyedBy`): asked again below, they cost nothing. */
  keyed: Set<string>;
  /** Names each place in the document that yields objects, so `keyed` can tell them apart. */
  places: number;
  calls: number;
}

/** The objects of one type a field's parents belong to: how many, and which place in the document yields them. */
interface Objects {
  count: number;
  place: number;
}

/** How many objects a field returns at most, for each parent. */
function itemsOf(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number {
  if (Array.isArray(args.ids)) return args.ids.length;
  if (field.args.some((arg) => arg.name === 'first')) {
    const first = typeof args.first === 'number' ? args.first : DEFAULT_FIRST;
    return Math.min(Math.max(first, 1), CONNECTION_MAX_FIRST);
  }
  // A connection's `edges` come from its `first`, already counted.
  if (isListType(getNullableType(field.type)) && field.name !== 'edges') return NOMINAL_LIST_LENGTH;
  return 1;
}

function included(walk: Walk, node: { directives?: readonly unknown[] }): boolean {
  const target = node as Parameters<typeof getDirectiveValues>[1];
  if (getDirectiveValues(GraphQLSkipDirective, target, walk.variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, target, walk.variables)?.if !== false;
}

function visit(walk: Walk, type: GraphQLCompositeType, set: SelectionSetNode, parents: number, ancestors: ReadonlyMap<string, Objects>) {
  // Fields of one selection that share a loader (and arguments) share its batched calls.
  const batches = new Set<string>();
  const fields = 'getFields' in type ? type.getFields() : {};
  for (const selection of set.selections) {
    if (!included(walk, selection)) continue;
    if (selection.kind === 'Field') {
      const field = fields[selection.name.value];
      if (!field) continue;
      let args: Record<string, unknown> = {};
      try {
        args = getArgumentValues(field, selection, walk.variables);
      } catch {
        // Invalid arguments fail validation or execution before any REST call.
      }
      const own = fieldCalls(type.name, field.name);
      if (own && 'calls' in own) walk.calls += own.calls * parents;
      else if (own && 'once' in own) walk.once.add(own.once);
      else if (own) {
        const owners = own.keyedBy ? ancestors.get(own.keyedBy) : undefined;
        if (owners) {
          const key = `${own.batched}\u0000${owners.place}`;
          if (!walk.keyed.has(key)) {
            walk.keyed.add(key);
            walk.calls += walk.oneByOne.has(own.batched) ? owners.count : Math.ceil(owners.count / UPSTREAM_BATCH_SIZE);
          }
        } else {
          const key = own.perArguments ? `${own.batched}\u0000${JSON.stringify(args)}` : own.batched;
          if (!batches.has(key)) {
            batches.add(key);
            walk.calls += walk.oneByOne.has(own.batched) ? parents : Math.ceil(parents / UPSTREAM_BATCH_SIZE);
          }
        }
      }
      const child = getNamedType(field.type);
      if (selection.selectionSet && isCompositeType(child)) {
        const items = parents * itemsOf(field, args);
        const next = isObjectType(child) ? new Map(ancestors).set(child.name, { count: items, place: (walk.places += 1) }) : ancestors;
        visit(walk, child, selection.selectionSet, items, next);
      }
    } else {
      const fragment = selection.kind === 'FragmentSpread' ? walk.fragments[selection.name.value] : undefined;
      if (selection.kind === 'FragmentSpread' && !fragment) continue;
      const condition = selection.kind === 'InlineFragment' ? selection.typeCondition : fragment!.typeCondition;
      const on = condition ? walk.schema.getType(condition.name.value) : type;
      if (!on || !isCompositeType(on)) continue;
      // A fragment on a concrete type inside an abstract one (`... on Patient` in a node) names its objects.
      const narrowed =
        isAbstractType(type) && isObjectType(on)
          ? new Map(ancestors).set(on.name, { count: parents, place: (walk.places += 1) })
          : ancestors;
      visit(walk, on, selection.kind === 'InlineFragment' ? selection.selectionSet : fragment!.selectionSet, parents, narrowed);
    }
  }
}

/**
 * The most REST calls `operationName` of `document` can make with the request's `variables` (its
 * session's read included); 0 when the variables are refused (nothing runs then).
 */
export function upstreamCallsOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  inputs: Record<string, unknown> = {},
  operationName?: string | null,
  oneByOne: ReadonlySet<string> = new Set(),
): number {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  const { coerced: variables } = getVariableValues(schema, operation.variableDefinitions ?? [], inputs);
  if (!variables) return 0;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === 'FragmentDefinition') fragments[d.name.value] = d;
  const walk: Walk = { oneByOne, schema, variables, fragments, once: new Set(), keyed: new Set(), places: 0, calls: 0 };
  visit(walk, root, operation.selectionSet, 1, new Map());
  return 1 + walk.once.size + walk.calls;
}
