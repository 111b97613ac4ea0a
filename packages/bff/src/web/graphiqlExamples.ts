// Saved example operations for integrators: GraphiQL opens with one tab each, the integrator
// guide (docs/integrator-guide.md) shows the same texts, and graphiqlExamples.int.test.ts validates every one against
// the schema and runs it on the demo data, so an example that stops working fails a test.

/** One GraphiQL tab: the operation's text and its variables (GraphiQL takes them as JSON text). */
export interface GraphiQLExample {
  /** The operation's name, which GraphiQL shows as the tab's title. */
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** The demo doctor's credentials (the README's demo accounts); demo mode only serves GraphiQL. */
export const DEMO_DOCTOR_SIGN_IN = { username: 'doctor@demo.example', password: 'Portal!2026' } as const;

export const SIGN_IN_FOR_TOKEN: GraphiQLExample = {
  operationName: 'SignInForToken',
  query: `# Integrators sign in for a bearer token instead of a cookie, then send it with every
# request as { "Authorization": "Bearer <accessToken>" } (Headers tab below).
# This page itself uses the browser's session cookie; no sign-in is needed to try the others.
mutation SignInForToken($input: SignInInput!) {
  signIn(input: $input) {
    step
    accessToken
    errors { title messages }
  }
}
`,
  variables: { input: { ...DEMO_DOCTOR_SIGN_IN, tokenDelivery: 'RESPONSE' } },
};

export const PATIENTS_WITH_VISITS: GraphiQLExample = {
  operationName: 'PatientsWithVisits',
  query: `# A doctor's export: the first 100 patients, each with up to 50 visits and their test
# results, in one operation (at most 3 calls to the portal's REST service, whatever the count).
# Ask for more with the Paging tab's \`after\` cursor.
query PatientsWithVisits($first: Int!) {
  doctorWorkspace {
    patients(first: $first) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          id
          internalID
          firstName
          lastName
          nextVisitDate
          visits(first: 50) {
            totalCount
            edges {
              node {
                id
                visitDate
                testCount
                testResults { testType opticalCorrection succeeded outcome beginTestTime }
              }
            }
          }
        }
      }
    }
  }
}
`,
  variables: { first: 100 },
};

export const PATIENT_RECORD: GraphiQLExample = {
  operationName: 'PatientRecord',
  query: `# One patient's record by its global \`id\` (copy one from the PatientsWithVisits tab).
# Its \`internalID\` is also the FHIR Patient id: GET /fhir/Patient/{internalID}/$everything.
query PatientRecord($id: ID!) {
  node(id: $id) {
    ... on Patient {
      internalID
      fullName
      age
      accountStatus
      lastVisit
      nextVisitDate
      visits(first: 50) {
        totalCount
        edges {
          node {
            visitDate
            testResults {
              testType
              opticalCorrection
              succeeded
              outcome
              ... on ChartVaResult {
                rightEye(unit: LOG_MAR) { value label }
                leftEye(unit: LOG_MAR) { value label }
                binocular(unit: LOG_MAR) { value label }
              }
              ... on StereoAcuityResult { stereoOutcome disparityArcsec }
            }
          }
        }
      }
    }
  }
}
`,
  variables: { id: 'paste a Patient id from the PatientsWithVisits tab' },
};

export const PATIENTS_PAGE: GraphiQLExample = {
  operationName: 'PatientsPage',
  query: `# Paging: ask for \`first\` patients, then for the next page pass the answer's
# pageInfo.endCursor as \`after\`, while pageInfo.hasNextPage is true.
# A patient's visits page the same way: visits(first: 20, after: $cursor).
query PatientsPage($first: Int!, $after: String) {
  doctorWorkspace {
    patients(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        node { id internalID fullName lastVisit nextVisitDate visitCount }
      }
    }
  }
}
`,
  variables: { first: 20, after: null },
};

export const ATTENTION_LIST: GraphiQLExample = {
  operationName: 'AttentionList',
  query: `# The patients who need a look now (the clinician guide's attention list), most urgent first: overdue,
# no recent test, a key measure worse than the visit before by the site's threshold, or a
# failed test not taken again. Each entry says why, and the counts are the whole list's
# (pass reason: WORSENED... for one reason's patients); one REST call a page.
query AttentionList($first: Int!, $after: String) {
  doctorWorkspace {
    attention(first: $first, after: $after) {
      totalCount
      countsByReason { kind count }
      thresholds { noTestDays }
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          patient { id fullName nextVisitDate }
          reasons {
            kind
            daysOverdue
            daysWithoutTest
            measure correction unit previous latest threshold
            testType outcome failedAt
          }
        }
      }
    }
  }
}
`,
  variables: { first: 20, after: null },
};

/** GraphiQL's tabs, in order; the first one opens. */
export const GRAPHIQL_EXAMPLES: readonly GraphiQLExample[] = [
  PATIENTS_WITH_VISITS,
  PATIENT_RECORD,
  ATTENTION_LIST,
  PATIENTS_PAGE,
  SIGN_IN_FOR_TOKEN,
];

/** The tabs as GraphiQL 3's `defaultTabs` prop takes them. */
export const graphiqlDefaultTabs = () =>
  GRAPHIQL_EXAMPLES.map((example) => ({ query: example.query, variables: JSON.stringify(example.variables, null, 2) }));
