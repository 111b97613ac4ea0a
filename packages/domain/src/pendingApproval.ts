// A self-registration (§2 /register) creates a site and its registrant's account, both pending
// (§3 Pending 1), which stay the Pending tab's until an administrator approves or rejects them:
// the Sites and ECPs tables show them with a "Pending approval" mark, and nobody edits, locks or
// deletes them there (that would settle the registration by a side door). The bundled service
// marks only such sites pending, so the site's flag is the rule; an ECP awaits approval with its site.

/** Whether the site waits for approval (§3 Site Pending 1). */
export const siteAwaitsApproval = (site: { Pending: number }): boolean => site.Pending === 1;

/** The site's status in the Sites table. */
export type SiteStatus = 'PENDING_APPROVAL' | 'ACTIVE';
export const siteStatusOf = (site: { Pending: number }): SiteStatus => (siteAwaitsApproval(site) ? 'PENDING_APPROVAL' : 'ACTIVE');

/** Whether the ECP waits for approval: their site does (null: the site is not known, so not). */
export const ecpAwaitsApproval = (sitePending: number | null | undefined): boolean => sitePending === 1;
