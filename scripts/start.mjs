// `npm start`: install (pinned pnpm, frozen lockfile), build, migrate and seed, run the portal.
import { buildWeb, install } from './build.mjs';
import { serve } from './serve.mjs';

try {
  install();
  buildWeb();
  await serve();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
