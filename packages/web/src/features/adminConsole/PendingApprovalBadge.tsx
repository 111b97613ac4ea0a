// The mark of a site or clinician whose registration waits for approval (domain pendingApproval.ts):
// such rows are settled in the Pending tab, where the badge leads, and are not edited, locked or
// deleted from the Sites and ECPs tables.
import { Badge, Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';

/** The Pending tab's address (§2 /dashboard/pending). */
export const PENDING_TAB_PATH = '/dashboard/pending';

export function PendingApprovalBadge() {
  const { t } = useLingui();
  return (
    <Link asChild variant="plain" title={t`Approve or reject it in the Pending tab`}>
      <RouterLink to={PENDING_TAB_PATH} onClick={(event) => event.stopPropagation()}>
        <Badge colorPalette="orange" variant="subtle" data-testid="pending-approval">
          {t`Pending approval`}
        </Badge>
      </RouterLink>
    </Link>
  );
}
