// The FHIR bulk export from the browser: all of the doctor's patients, or a site
// admin's whole site (the Group export). A plain fetch of the BFF's Bulk Data routes with the
// session cookie (no GraphQL: the export is a file service). Starts the export, polls its status
// while it runs (the X-Progress header), and ends with the files to download, or with the server's
// §8 message. Both kick-offs share the status, cancel and file routes, so only the start differs.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_MESSAGES } from '@portal/domain/errors';

export interface BulkExportFile {
  type: string;
  count: number;
  /** Same-origin path of the NDJSON file (the manifest's URL names PUBLIC_URL). */
  path: string;
  /** The file's name, as it downloads (Patient.ndjson; Observation-2.ndjson, the second file of a large type). */
  name: string;
  /** Its place among the files of its type (1 of 1 for most). */
  part: number;
  parts: number;
}

export type BulkExportState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'running'; done: number; total: number | null }
  | { phase: 'done'; files: BulkExportFile[] }
  | { phase: 'failed'; message: string };

export const BULK_EXPORT_START_PATH = '/fhir/Patient/$export';

/** The site's Group export: every patient of every doctor of the site (`siteId`: its storage ID, internalID). */
export const siteBulkExportPath = (siteId: string) => `/fhir/Group/${encodeURIComponent(siteId)}/$export`;
const POLL_MS = 1000;
/**
 * Failed polls in a row the dialog rides out (a dropped keep-alive connection, a busy or restarting
 * instance behind the balancer, a transient refusal), waiting a little longer each time: the export
 * runs on the server meanwhile, so one lost answer must not end it on screen.
 */
export const POLL_RETRIES = 5;
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pathOf = (url: string) => {
  const parsed = new URL(url, window.location.href);
  return `${parsed.pathname}${parsed.search}`;
};

/** "40 of 50 patients" → its numbers. */
export function parseProgress(header: string | null): { done: number; total: number | null } {
  const match = /^(\d+) of (\d+)/.exec(header ?? '');
  return match ? { done: Number(match[1]), total: Number(match[2]) } : { done: 0, total: null };
}

/** The server's OperationOutcome text (a §8 catalogue message), or the catalogue's generic one. */
async function failureOf(answer: Response): Promise<string> {
  try {
    const outcome = (await answer.json()) as { issue?: { diagnostics?: string }[] };
    return outcome.issue?.[0]?.diagnostics ?? ERROR_MESSAGES.unexpected;
  } catch {
    return ERROR_MESSAGES.unexpected;
  }
}

/** `startPath`: the kick-off, the doctor's patients unless told (see siteBulkExportPath). */
export function useFhirBulkExport(startPath: string = BULK_EXPORT_START_PATH) {
  const [state, setState] = useState<BulkExportState>({ phase: 'idle' });
  const statusPath = useRef<string | null>(null);
  // Polling stops when the component goes or the user cancels; the export itself runs on.
  const generation = useRef(0);
  useEffect(() => () => void (generation.current += 1), []);

  const poll = useCallback(async (path: string, mine: number) => {
    let failures = 0;
    while (generation.current === mine) {
      let answer: Response;
      try {
        answer = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      } catch (error) {
        failures += 1;
        if (failures > POLL_RETRIES) throw error;
        await pause(POLL_MS * failures);
        continue;
      }
      if (generation.current !== mine) return;
      // A busy server's transient refusal (the Bulk Data spec's 'transient' issue: the portal's
      // 503 when REST did not answer in time, a 429, a gateway's 502/504) is ridden out the same way.
      if (TRANSIENT_STATUSES.has(answer.status) && failures < POLL_RETRIES) {
        failures += 1;
        await pause(POLL_MS * failures);
        continue;
      }
      failures = 0;
      if (answer.status === 202) {
        setState({ phase: 'running', ...parseProgress(answer.headers.get('x-progress')) });
        await pause(POLL_MS);
        continue;
      }
      if (answer.status !== 200) return setState({ phase: 'failed', message: await failureOf(answer) });
      const manifest = (await answer.json()) as { output: { type: string; url: string; count: number }[] };
      return setState({ phase: 'done', files: filesOf(manifest.output) });
    }
  }, []);

  const start = useCallback(async () => {
    generation.current += 1;
    const mine = generation.current;
    setState({ phase: 'starting' });
    try {
      const answer = await fetch(startPath, {
        credentials: 'same-origin',
        headers: { accept: 'application/fhir+json', prefer: 'respond-async' },
      });
      const location = answer.headers.get('content-location');
      if (answer.status !== 202 || !location) return setState({ phase: 'failed', message: await failureOf(answer) });
      statusPath.current = pathOf(location);
      await poll(statusPath.current, mine);
    } catch {
      if (generation.current === mine) setState({ phase: 'failed', message: ERROR_MESSAGES.noConnection });
    }
  }, [poll, startPath]);

  const cancel = useCallback(async () => {
    generation.current += 1;
    const path = statusPath.current;
    statusPath.current = null;
    setState({ phase: 'idle' });
    // Best effort: an export left behind is deleted after 24 hours anyway.
    if (path) await fetch(path, { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined);
  }, []);

  const reset = useCallback(() => {
    generation.current += 1;
    statusPath.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, start, cancel, reset };
}

/** The manifest's files, each with its name and its place among the files of its type (in the manifest's order). */
export function filesOf(output: readonly { type: string; url: string; count: number }[]): BulkExportFile[] {
  return output.map((file) => {
    const sameType = output.filter((other) => other.type === file.type);
    const path = pathOf(file.url);
    return {
      type: file.type,
      count: file.count,
      path,
      name: decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)),
      part: sameType.indexOf(file) + 1,
      parts: sameType.length,
    };
  });
}
