// Relay global object identification: an opaque base64 of `Type:internalID`.

/** The object types `node(id:)` can return. */
export const NODE_TYPES = [
  'Viewer',
  'OutboxMessage',
  'Site',
  'Ecp',
  'Admin',
  'Device',
  'SoftwareVersion',
  'PendingUser',
  'Patient',
  'Visit',
  'AttentionSettings',
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export function toGlobalId(type: NodeType, internalID: string): string {
  return Buffer.from(`${type}:${internalID}`, 'utf8').toString('base64');
}

/** The type and internal ID of a global ID; null for anything malformed or of an unknown type. */
export function fromGlobalId(globalId: string): { type: NodeType; internalID: string } | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const type = decoded.slice(0, colon);
  const internalID = decoded.slice(colon + 1);
  if (!internalID || !(NODE_TYPES as readonly string[]).includes(type)) return null;
  // Reject IDs that do not round-trip (padding tricks, stray bytes).
  if (toGlobalId(type as NodeType, internalID) !== globalId) return null;
  return { type: type as NodeType, internalID };
}
