// The admin table's row menu (§2): edit, remove, lock or unlock, whichever applies, and remove the
// authenticator app. Each asks first (§4); the signed-in admin's own row offers none of them.
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AdminsTable_admins$data } from '../../__generated__/AdminsTable_admins.graphql';
import type { RowAction } from '../../components/dataTable/DataTable';
import { askConfirmation } from '../../components/confirm/confirmation';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { useDeleteAdminMutation } from './useDeleteAdminMutation';
import { useSetAdminLockedMutation } from './useSetAdminLockedMutation';
import { useConfirmAppReset } from '../secondFactor/useConfirmAppReset';

type AdminRow = AdminsTable_admins$data[number];

interface Options {
  connectionId: string;
  viewerInternalId: string | null;
  onEdit: (adminId: string) => void;
}

export function useAdminRowActions({ connectionId, viewerInternalId, onEdit }: Options) {
  const { t } = useLingui();
  const [deleteAdmin] = useDeleteAdminMutation();
  const [setAdminLocked] = useSetAdminLockedMutation();
  const confirmAppReset = useConfirmAppReset();

  const confirmRemove = useCallback(
    async (admin: AdminRow) => {
      const name = admin.fullName;
      const confirmed = await askConfirmation({
        title: t`Remove the admin ${name}?`,
        message: t`This cannot be undone.`,
        confirmLabel: t`Remove admin`,
        tone: 'danger',
      });
      if (!confirmed) return;
      // GraphQL errors are shown by the error modal; payload errors here.
      await deleteAdmin(admin.id, connectionId).then(reportPayloadErrors, () => false);
    },
    [t, deleteAdmin, connectionId],
  );

  const confirmLocked = useCallback(
    async (admin: AdminRow, locked: boolean) => {
      const name = admin.fullName;
      const confirmed = await askConfirmation(
        locked
          ? {
              title: t`Lock the admin ${name}?`,
              message: t`They can no longer sign in, and their open sessions end.`,
              confirmLabel: t`Lock admin`,
              tone: 'danger',
            }
          : { title: t`Unlock the admin ${name}?`, message: t`They can sign in again.`, confirmLabel: t`Unlock admin` },
      );
      if (!confirmed) return;
      // From the row's version: a lock over someone else's newer save is refused, and the row shows it.
      await setAdminLocked(admin.id, locked, admin.version).then(reportPayloadErrors, () => false);
    },
    [t, setAdminLocked],
  );

  return useCallback(
    (admin: AdminRow): RowAction[] => {
      const self = viewerInternalId !== null && admin.internalID === viewerInternalId;
      return [
        { label: t`Edit admin details`, onSelect: () => onEdit(admin.id) },
        admin.locked
          ? { label: t`Unlock admin`, disabled: self, onSelect: () => void confirmLocked(admin, false) }
          : { label: t`Lock admin`, disabled: self, onSelect: () => void confirmLocked(admin, true) },
        // One's own app is turned off in one's own settings, with a code.
        {
          label: t`Remove authenticator app`,
          disabled: self,
          onSelect: () => void confirmAppReset({ id: admin.id, name: admin.fullName }),
        },
        { label: t`Remove admin`, tone: 'danger', disabled: self, onSelect: () => void confirmRemove(admin) },
      ];
    },
    [t, viewerInternalId, onEdit, confirmLocked, confirmRemove, confirmAppReset],
  );
}
