// Ports for the stacks npm test starts: whatever the system hands out as free, never fixed ones
// another program on the machine may hold.
import net from 'node:net';

/** `count` different ports nothing listens on right now (all held at once while asked, so none repeats). */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

// `node scripts/freePort.mjs N` prints N free ports, one per line (for a config that cannot await).
if (process.argv[1] && process.argv[1].endsWith('freePort.mjs')) {
  const ports = await freePorts(Number(process.argv[2] ?? 1));
  console.log(ports.join('\n'));
}
