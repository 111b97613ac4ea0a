// Which backend the BFF fronts: the bundled REST service (`portal`, with the extensions it lists at
// GET /capabilities) or a clinic's existing backend that has only §7's calls (`legacy`). Learnt at
// start and again after the upstream was unreachable (it may have come back as another backend);
// UPSTREAM_PROFILE=legacy|portal decides it instead. The web app reads the outcome in appInfo.
import type { Logger } from 'pino';
import { UPSTREAM_EXTENSIONS, type UpstreamExtension, type UpstreamProfileName } from '@portal/domain/upstream';
import { HttpError, type RestTransport } from '../rest/http';

export const UPSTREAM_SETTINGS = ['auto', 'legacy', 'portal'] as const;
export type UpstreamSetting = (typeof UPSTREAM_SETTINGS)[number];

export interface UpstreamProfile {
  name: UpstreamProfileName;
  extensions: ReadonlySet<UpstreamExtension>;
}

export const PORTAL_PROFILE: UpstreamProfile = { name: 'portal', extensions: new Set(UPSTREAM_EXTENSIONS) };
export const LEGACY_PROFILE: UpstreamProfile = { name: 'legacy', extensions: new Set() };

export interface UpstreamProfileSource {
  readonly setting: UpstreamSetting;
  /** The profile last learnt (until the first answer: the bundled service's, which the setting or a detection corrects). */
  current(): UpstreamProfile;
  has(extension: UpstreamExtension): boolean;
  /** Whether the profile must be learnt (again) before it is relied on. */
  readonly stale: boolean;
  /** Asks the upstream now (one question at a time); keeps the last profile when it does not answer. */
  refresh(): Promise<UpstreamProfile>;
  /** Asks again in the background when the profile is stale (at most every ASK_AGAIN_MS); requests go on with the last one. */
  refreshIfStale(): void;
  /** The upstream was unreachable: ask again on a next request. */
  markStale(): void;
}

/** How long the question may take, and how soon it is asked again after it went unanswered. */
const ASK_TIMEOUT_MS = 1_500;
const ASK_AGAIN_MS = 5_000;

const knownExtensions = (value: unknown): UpstreamExtension[] =>
  Array.isArray(value) ? value.filter((name): name is UpstreamExtension => (UPSTREAM_EXTENSIONS as readonly string[]).includes(name)) : [];

export function upstreamProfileSource(options: {
  setting: UpstreamSetting;
  transport: RestTransport;
  log?: Logger;
}): UpstreamProfileSource {
  const { setting, transport, log } = options;
  let profile: UpstreamProfile = setting === 'legacy' ? LEGACY_PROFILE : PORTAL_PROFILE;
  let stale = setting === 'auto';
  let asking: Promise<UpstreamProfile> | null = null;
  let askedAt = Number.NEGATIVE_INFINITY;

  const adopt = (next: UpstreamProfile, how: string) => {
    const changed = next.name !== profile.name || next.extensions.size !== profile.extensions.size;
    profile = next;
    stale = false;
    if (changed || how === 'first')
      log?.info({ upstreamProfile: next.name, setting, extensions: [...next.extensions] }, 'upstream profile');
    return next;
  };

  const ask = async (): Promise<UpstreamProfile> => {
    try {
      // A short limit: a hung upstream must not hold the start or a request up for long.
      const answer = (await transport.send(
        { method: 'GET', path: '/capabilities', token: null, timeoutMs: ASK_TIMEOUT_MS },
        null,
        () => undefined,
      )) as {
        data?: { extensions?: unknown };
      } | null;
      return adopt({ name: 'portal', extensions: new Set(knownExtensions(answer?.data?.extensions)) }, 'answer');
    } catch (error) {
      // A backend without the call answers it as any unknown path: §7 only.
      if (error instanceof HttpError && error.status >= 400 && error.status < 500) return adopt(LEGACY_PROFILE, 'answer');
      log?.warn({ err: error }, 'upstream profile not learnt: the upstream did not answer; asking again on the next request');
      return profile;
    }
  };

  if (setting !== 'auto') log?.info({ upstreamProfile: profile.name, setting, extensions: [...profile.extensions] }, 'upstream profile');

  return {
    setting,
    current: () => profile,
    has: (extension) => profile.extensions.has(extension),
    get stale() {
      return stale;
    },
    refresh() {
      if (setting !== 'auto') return Promise.resolve(profile);
      asking ??= ask().finally(() => {
        asking = null;
        askedAt = Date.now();
      });
      return asking;
    },
    refreshIfStale() {
      // In the background, and not more often than every few seconds while the upstream is away.
      if (stale && !asking && Date.now() - askedAt >= ASK_AGAIN_MS) void this.refresh();
    },
    markStale() {
      if (setting === 'auto') stale = true;
    },
  };
}

/** UPSTREAM_PROFILE: auto (the default), legacy or portal, any case; anything else is refused at start. */
export function readUpstreamSetting(value: string | undefined): UpstreamSetting {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return 'auto';
  if ((UPSTREAM_SETTINGS as readonly string[]).includes(text)) return text as UpstreamSetting;
  throw new Error(`UPSTREAM_PROFILE must be auto, legacy or portal (got "${value}")`);
}
