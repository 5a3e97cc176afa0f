// The server's public surface (used by the cross-package tests in tests/).
export { buildApp, type BuildAppOptions } from './app.ts';
export { loadConfig, configVariables, type Config, type ConfigVariable } from './config.ts';
export { openDatabase, type Database, type DatabaseHandle, type DatabaseKind } from './db/client.ts';
export { migrate } from './db/migrate.ts';
export { seed, type SeedReport } from './seed/seed.ts';
export { insertPeerFacility, type PeerFacility } from './seed/peer-population.ts';
export { startServer, type RunningServer } from './server.ts';
