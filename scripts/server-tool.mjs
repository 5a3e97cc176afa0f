// `npm run backup|restore|provider`: one of the server's command-line tools, as built
// (server-build.mjs), with the arguments after its name.
import { buildServerIfStale, builtServer, runBuiltServer } from './server-build.mjs';

const [, , tool, ...args] = process.argv;
const file = builtServer(tool);
await buildServerIfStale();
// The tool reads its own arguments from process.argv, as when it is run directly.
process.argv = [process.argv[0], file, ...args];
await runBuiltServer(tool);
