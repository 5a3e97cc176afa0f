// `npm start`: make sure the built app and the built server are current, then run the server in
// this process (one process, so SIGTERM reaches the server's graceful shutdown directly).
import { buildAppIfStale } from './app-build.mjs';
import { buildServerIfStale, runBuiltServer } from './server-build.mjs';

await Promise.all([buildAppIfStale(), buildServerIfStale()]);
await runBuiltServer('main');
