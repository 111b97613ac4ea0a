// The console tables' @connection keys other features write to: a deleted site's ECPs leave the
// ECP table, a rejected registration's site and ECP leave the sites and ECP tables.
export const ECPS_CONNECTION_KEY = 'EcpsTab_ecps';

/** The sites table's @connection key: a rejected registration's pending site leaves it. */
export const SITES_CONNECTION_KEY = 'SitesTab_sites';
