// The container's health probe (Dockerfile HEALTHCHECK): exits 0 when this container's service
// answers GET <path> (default /health) with 2xx within 3 s, else 1. A container runs the BFF on PORT
// (alone, or beside REST under scripts/serve.mjs) or the REST service alone on REST_PORT: the first
// port something listens on decides, so a BFF that answers 503 fails even when REST is up beside it.
// Usage: node scripts/healthcheck.mjs [/health|/ready]
const path = process.argv[2] ?? '/health';
const ports = [process.env.PORT || '4000', process.env.REST_PORT || '4100'];

/** 'ok', 'failing', or 'absent' when nothing listens on the port in this container. */
async function probe(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(3_000) });
    return res.ok ? 'ok' : 'failing';
  } catch (error) {
    return error?.cause?.code === 'ECONNREFUSED' ? 'absent' : 'failing';
  }
}

for (const port of ports) {
  const state = await probe(port);
  if (state === 'absent') continue;
  if (state === 'failing') console.error(`GET ${path} on port ${port} failed`);
  process.exit(state === 'ok' ? 0 : 1);
}
console.error(`nothing listens on port ${ports.join(' or ')}`);
process.exit(1);
