// `viewer` on the payloads of writes that change the tab counts (§2 count badges): the
// profile is read again after the write, so the client's badges follow without a refetch.
import type { BffContext } from '../../context';
import { viewer } from '../query';

export const freshViewer = (_payload: unknown, _args: unknown, context: BffContext) => {
  if (context.token) context.loaders.self.clear(context.token);
  return viewer(undefined, undefined, context);
};

const COUNTING_PAYLOADS = [
  'CreateSitePayload',
  'DeleteSitePayload',
  'CreateEcpPayload',
  'CreateAdminPayload',
  'DeleteAdminPayload',
  'AddSoftwareVersionPayload',
  'DeleteSoftwareVersionPayload',
  'DeletePendingUserPayload',
  'RegisterDevicePayload',
  // Not a count, but a site admin's own site in the navbar (viewer.site.backUpData).
  'SetSiteBackupPayload',
] as const;

export const payloadViewerResolvers = Object.fromEntries(COUNTING_PAYLOADS.map((type) => [type, { viewer: freshViewer }])) as Record<
  (typeof COUNTING_PAYLOADS)[number],
  { viewer: typeof freshViewer }
>;
