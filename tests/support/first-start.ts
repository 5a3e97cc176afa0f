// A product's first start on DATA_DIR (argv[2]), then a clean stop: run in a child process by the
// `tests` project's global setup (global-setup.ts), so PGlite's work stays off vitest's main thread,
// which serves the running test files their modules.
import { startServer } from '@oncourse/server';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: first-start.ts <DATA_DIR>');
const server = await startServer({
  env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
  logger: false,
});
await server.close();
