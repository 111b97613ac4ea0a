// The ECP table's @connection key: other features remove ECPs from it (a deleted site's ECPs).
export const ECPS_CONNECTION_KEY = 'EcpsTab_ecps';
