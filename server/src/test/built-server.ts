// The server's entries as `npm start` and the npm scripts run them (scripts/server-build.mjs), for
// tests that run one in a process of its own: the arguments to give `node`, after building the
// server again if a source changed since its last build.
const serverBuildFile = new URL('../../../scripts/server-build.mjs', import.meta.url).href;

/** An entry of scripts/server-build.mjs `serverEntries`. */
export type ServerEntry = 'main' | 'backup' | 'provider' | 'demo';

/** What server/dist/build.json records of a build. */
export interface BuildRecord {
  startedAt: number;
  entries: Record<ServerEntry, string>;
  inputs: string[];
}

/** scripts/server-build.mjs, typed (it lies outside this package's TypeScript project). */
export interface ServerBuild {
  buildServerIfStale(): Promise<void>;
  builtServer(entry: ServerEntry): string;
  readBuildRecord(): BuildRecord | null;
  staleness(record: BuildRecord | null): string | null;
}

export const serverBuild = async () => (await import(serverBuildFile)) as ServerBuild;

/** `node` arguments that run `entry` with `args`, as its npm script does. */
export async function builtServerArgs(entry: ServerEntry, ...args: string[]): Promise<string[]> {
  const { buildServerIfStale, builtServer } = await serverBuild();
  await buildServerIfStale();
  return ['--enable-source-maps', builtServer(entry), ...args];
}
