// The security review's flood: five aliases of each patient list, every patient of a 100-patient
// page asking for its access log and messages (before batching: 550-570 REST calls).
export const FLOOD = `{ doctorWorkspace { ${[1, 2, 3, 4, 5]
  .map(
    (i) =>
      `a${i}: patients(first: 100) { edges { node { accessLog(first: ${i}) { at } messages(first: ${i}) { totalCount } } } } ` +
      `b${i}: archivedPatients(first: 100) { edges { node { accessLog(first: ${i}) { at } messages(first: ${i}) { totalCount } } } }`,
  )
  .join(' ')} } }`;
