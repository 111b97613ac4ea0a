// Translated names of the console's enum values (§3): professions and device components.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const PROFESSION_LABELS: Record<string, MessageDescriptor> = {
  MD: msg`MD`,
  OPTOMETRIST: msg`Optometrist`,
  OPHTHALMOLOGIST: msg`Ophthalmologist`,
  ORTHOPTIST: msg`Orthoptist`,
  OPTICIAN: msg`Optician`,
  ADMINISTRATIVE: msg`Administrative`,
  OTHER: msg`Other`,
};

export const COMPONENT_LABELS: Record<string, MessageDescriptor> = {
  ES_APP: msg`ES version`,
  WINDOWS: msg`Windows version`,
  ET_FIRMWARE: msg`ET firmware`,
  EMITTER_FIRMWARE: msg`Emitter firmware`,
  TEAM_VIEWER: msg`TV version`,
};

/** The table's component columns, in §2 order. */
export const COMPONENT_ORDER = ['ES_APP', 'WINDOWS', 'ET_FIRMWARE', 'EMITTER_FIRMWARE', 'TEAM_VIEWER'] as const;

/** A component's own name (the versions table's type column). */
export const COMPONENT_NAMES: Record<string, MessageDescriptor> = {
  ES_APP: msg`ES app`,
  WINDOWS: msg`Windows`,
  ET_FIRMWARE: msg`ET firmware`,
  EMITTER_FIRMWARE: msg`Emitter firmware`,
  TEAM_VIEWER: msg`TeamViewer`,
};
