// node(id:) for the admin console's types (and Patient and Visit, the doctor's: see ../doctor/patientNode,
// visitNode; a site admin's AttentionSettings, ../doctor/attention): read by id (one batched REST call per type for the operation, none when a list read in the
// operation holds it), and null when the caller may not see it (the access policy: platform admins; Admin
// nodes for super admins only; a site admin their own site's devices) or the id names nothing.
import type { ResourceKind } from '@portal/domain/access/policy';
import { CONNECTION_MAX_FIRST } from '@portal/domain/constants';
import { badUserInputError } from '../../errors/graphqlErrors';
import type { GraphQLResolveInfo } from 'graphql';
import { selectsField } from '../../graphql/lookahead';
import { fromGlobalId, type NodeType } from '../../graphql/globalId';
import { adminObjectKey, type BffContext } from '../../context';
import { node as baseNode } from '../query';
import { patientNode } from '../doctor/patientNode';
import { visitNode } from '../doctor/visitNode';
import { attentionSettingsNode } from '../doctor/attention';
import { platformAdminOrNull, siteAdminOrNull } from './access';
import { asDevice, loadById, type AdminNodeModel, type ByIdModels } from './adminLists';

const ADMIN_NODE_TYPES: readonly NodeType[] = ['Site', 'Ecp', 'Admin', 'Device', 'SoftwareVersion', 'PendingUser'];

/** The policy's resource kind and the by-id read of each admin console node type. */
const KIND_OF: Partial<Record<NodeType, { policy: ResourceKind; byId: keyof ByIdModels }>> = {
  Site: { policy: 'site', byId: 'site' },
  Ecp: { policy: 'ecp', byId: 'ecp' },
  Admin: { policy: 'admin', byId: 'admin' },
  Device: { policy: 'device', byId: 'device' },
  SoftwareVersion: { policy: 'version', byId: 'version' },
  PendingUser: { policy: 'pendingRegistration', byId: 'pendingUser' },
};

export async function adminNode(type: NodeType, internalID: string, context: BffContext): Promise<AdminNodeModel | null> {
  const kind = KIND_OF[type];
  // The by-id reads are the platform admins' calls: for whoever may read every item of the kind.
  const caller = kind ? await platformAdminOrNull(context, kind.policy) : null;
  if (kind && caller) return loadById(context, kind.byId, caller, internalID);
  // A site admin reads their own site's devices by id (the info panel and its health timeline);
  // REST answers only those of their site, so another site's is null like an unknown id.
  if (type === 'Device') return siteDeviceNode(internalID, context);
  return null;
}

async function siteDeviceNode(internalID: string, context: BffContext): Promise<AdminNodeModel | null> {
  const siteAdmin = await siteAdminOrNull(context);
  if (!siteAdmin) return null;
  const found = await context.loaders.siteDeviceById.load(adminObjectKey(siteAdmin.uid, internalID));
  return found ? asDevice(found) : null;
}

/** Patient fields resolved from the patient's visits (patientRecord.ts). */
const PATIENT_FIELDS_FROM_VISITS: ReadonlySet<string> = new Set([
  'visits',
  'lastVisitByTest',
  'testsAtLastVisit',
  'stereoAcuity',
  'progress',
]);

/** Query.node: the admin console's types here, everything else as before. */
export async function node(parent: unknown, args: { id: string }, context: BffContext, info?: GraphQLResolveInfo) {
  const parsed = fromGlobalId(args.id);
  if (parsed && ADMIN_NODE_TYPES.includes(parsed.type)) return adminNode(parsed.type, parsed.internalID, context);
  if (parsed?.type === 'Patient')
    return patientNode(parsed.internalID, context, { withVisits: !!info && selectsField(info, 'Patient', PATIENT_FIELDS_FROM_VISITS) });
  if (parsed?.type === 'Visit') return visitNode(parsed.internalID, context);
  if (parsed?.type === 'AttentionSettings') return attentionSettingsNode(parsed.internalID, context);
  return baseNode(parent, args, context);
}

/** Query.nodes: at most this many ids per field (the connections' `first` cap). */
export const MAX_NODES = CONNECTION_MAX_FIRST;

/**
 * Query.nodes: node(id:) for each id, in order. The by-id loaders batch them, so the objects of
 * one type cost one REST call however many are asked (an integrator's way to read many objects
 * without aliases, which the query limits bound).
 */
export async function nodes(parent: unknown, args: { ids: readonly string[] }, context: BffContext, info?: GraphQLResolveInfo) {
  if (args.ids.length > MAX_NODES) throw badUserInputError(`Ask for at most ${MAX_NODES} ids at a time`, 'TOO_MANY_IDS');
  return Promise.all(args.ids.map((id) => node(parent, { id }, context, info)));
}
