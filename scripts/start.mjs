// `npm start`: make sure the built app is current, then run the server in this process
// (one process, so SIGTERM reaches the server's graceful shutdown directly).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAppIfStale } from './app-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
await buildAppIfStale();

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'server/src/main.ts'));
