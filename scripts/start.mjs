// `npm start`: make sure the built app and the built server are current, then run the server in
// this process (one process, so SIGTERM reaches the server's graceful shutdown directly).
import { pathToFileURL } from 'node:url';
import { buildAppIfStale } from './app-build.mjs';
import { buildServerIfStale, builtServer } from './server-build.mjs';

await Promise.all([buildAppIfStale(), buildServerIfStale()]);
// Errors name the TypeScript sources' lines, not the bundle's.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(builtServer('main')).href);
