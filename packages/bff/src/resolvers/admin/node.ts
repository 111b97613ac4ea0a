// node(id:) for the admin console's types (and Patient and Visit, the doctor's: see ../doctor/patientNode, visitNode): found in the operation's loaded list, and null when the
// caller may not see it (the access policy: platform admins; Admin nodes for super admins only).
import type { ResourceKind } from '@portal/domain/access/policy';
import type { BffContext } from '../../context';
import { fromGlobalId, type NodeType } from '../../graphql/globalId';
import { node as baseNode } from '../query';
import { patientNode } from '../doctor/patientNode';
import { visitNode } from '../doctor/visitNode';
import { platformAdminOrNull } from './access';
import { loadAdmins, loadEcps, loadFleet, loadPendingUsers, loadSites, loadVersions, type AdminNodeModel } from './adminLists';

const ADMIN_NODE_TYPES: readonly NodeType[] = ['Site', 'Ecp', 'Admin', 'Device', 'SoftwareVersion', 'PendingUser'];

/** The policy's resource kind of each admin console node type. */
const KIND_OF: Partial<Record<NodeType, ResourceKind>> = {
  Site: 'site',
  Ecp: 'ecp',
  Admin: 'admin',
  Device: 'device',
  SoftwareVersion: 'version',
  PendingUser: 'pendingRegistration',
};

export async function adminNode(type: NodeType, internalID: string, context: BffContext): Promise<AdminNodeModel | null> {
  const kind = KIND_OF[type];
  // The nodes are looked up in the platform-wide lists: for whoever may read every item of the kind.
  const caller = kind ? await platformAdminOrNull(context, kind) : null;
  if (!caller) return null;
  switch (type) {
    case 'Site':
      return (await loadSites(context, caller)).find((s) => s.SiteStorageID === internalID) ?? null;
    case 'Ecp':
      return (await loadEcps(context, caller)).find((e) => e.UserStorageID === internalID) ?? null;
    case 'Device':
      return (await loadFleet(context, caller)).devices.find((d) => d.DeviceStorageID === internalID) ?? null;
    case 'SoftwareVersion':
      return (await loadVersions(context, caller)).find((v) => v.SystemVersionID === internalID) ?? null;
    case 'PendingUser':
      return (await loadPendingUsers(context, caller)).find((p) => p.id === internalID) ?? null;
    case 'Admin':
      return (await loadAdmins(context, caller)).find((a) => a.UserStorageID === internalID) ?? null;
    default:
      return null;
  }
}

/** Query.node: the admin console's types here, everything else as before. */
export async function node(parent: unknown, args: { id: string }, context: BffContext) {
  const parsed = fromGlobalId(args.id);
  if (parsed && ADMIN_NODE_TYPES.includes(parsed.type)) return adminNode(parsed.type, parsed.internalID, context);
  if (parsed?.type === 'Patient') return patientNode(parsed.internalID, context);
  if (parsed?.type === 'Visit') return visitNode(parsed.internalID, context);
  return baseNode(parent, args, context);
}
