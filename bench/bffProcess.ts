// A BFF (or the bare Apollo anchor) alone in its own process, for bench/dataPath.ts's CPU profiles (BENCH_CPU_PROFILE): REST and
// the benchmark's client stay in the parent, so every sample here is the BFF's. Configured by the
// parent's first IPC message ({ restApiUrl, documents }), as dataPath.ts's timed BFF is (or { anchor }); answers
// { url } once listening, then profiles between { profile: 'start' } and { profile: 'stop', file }, or counts its CPU time
// between { cpu: 'start' } and { cpu: 'stop' } (and the
// garbage collector's pauses).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { buildBffServer } from '../packages/bff/src/server';
import { createLogger, logDestination } from '../packages/bff/src/logging';
import { startBareApollo } from './bareApollo';

const { pino } = createRequire(new URL('../packages/bff/package.json', import.meta.url))('pino') as typeof import('pino');

type Message =
  { restApiUrl: string; documents: [string, string][]; now: string } | { profile: 'start' } | { profile: 'stop'; file: string };

let cpuFrom = process.cpuUsage();
// The garbage collector's pauses, in ms, since the last { cpu: 'start' }.
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });
const session = new Session();
session.connect();
process.on('message', (message: Message) => {
  void (async () => {
    if ('restApiUrl' in message) {
      const now = new Date(message.now).getTime() - Date.now();
      const bff = await buildBffServer({
        restApiUrl: message.restApiUrl,
        demoMode: false,
        // BENCH_BFF_LOG: 'off' for no logger, 'sync' for pino's synchronous writes; default as deployed.
        logger:
          process.env.BENCH_BFF_LOG === 'off'
            ? false
            : createLogger(
                'info',
                process.env.BENCH_BFF_LOG === 'sync' ? pino.destination({ dest: '/dev/null', sync: true }) : logDestination('/dev/null'),
              ),
        persistedDocuments: new Map(message.documents),
        now: () => new Date(Date.now() + now),
      });
      await bff.listen({ port: 0, host: '127.0.0.1' });
      process.send?.({ url: `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}` });
    } else if ('anchor' in message) {
      process.send?.({ url: (await startBareApollo(message.anchor)).url });
    } else if ('cpu' in message) {
      // CPU time (user and system) as the kernel counts it: unlike wall time, not inflated by other processes.
      if (message.cpu === 'start') {
        cpuFrom = process.cpuUsage();
        gcMs = 0;
      }
      const used = process.cpuUsage(cpuFrom);
      process.send?.({ cpuMs: (used.user + used.system) / 1000, gcMs });
    } else if (message.profile === 'start' && process.env.BENCH_HEAP_PROFILE) {
      // Where the requests allocate (what the garbage collector then spends its time on).
      await session.post('HeapProfiler.enable');
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      process.send?.({ started: true });
    } else if (message.profile === 'stop' && process.env.BENCH_HEAP_PROFILE) {
      const { profile } = await session.post('HeapProfiler.stopSampling');
      writeFileSync(message.file.replace(/\.cpuprofile$/, '.heapprofile'), JSON.stringify(profile));
      process.send?.({ written: message.file });
    } else if (message.profile === 'start') {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
      process.send?.({ started: true });
    } else {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(message.file, JSON.stringify(profile));
      process.send?.({ written: message.file });
    }
  })();
});
process.on('disconnect', () => process.exit(0));
