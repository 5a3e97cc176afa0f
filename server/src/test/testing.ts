// @oncourse/server/testing: what other workspaces' tests use of the server's test support.
export { dropDatabase } from './drop-database.ts';
export { finished, inBackground, runScript } from './background.ts';
export { builtServerArgs, serverBuild } from './built-server.ts';
