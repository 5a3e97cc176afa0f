// What `npm start` runs (docs/engineering.md#the-built-server): a bundle of the server and the
// workspace packages, built again when a file it was built from is newer than the build.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtServerArgs, serverBuild } from './built-server.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('the built server', () => {
  it('is current after a build, and out of date once a file it was built from changes or goes', async () => {
    await builtServerArgs('main');
    const { readBuildRecord, staleness } = await serverBuild();
    const record = readBuildRecord()!;
    expect(staleness(record)).toBeNull();

    const mainChangedAt = statSync(join(root, 'server/src/main.ts')).mtimeMs;
    expect(staleness({ ...record, startedAt: mainChangedAt - 1 })).toMatch(/ changed$/);
    expect(staleness({ ...record, inputs: [...record.inputs, 'server/src/gone.ts'] })).toBe(
      'server/src/gone.ts changed',
    );
    expect(staleness({ ...record, entries: { ...record.entries, main: 'server/src/other.ts' } })).toBe(
      'other entries',
    );
  });

  it('holds the server and the workspace packages from their sources, and imports every other package', async () => {
    const [, main] = await builtServerArgs('main');
    const record = (await serverBuild()).readBuildRecord()!;
    expect(record.inputs).toContain('server/src/main.ts');
    for (const workspace of ['engine/src/', 'openapi/src/', 'fixtures/'])
      expect(record.inputs.some((input) => input.startsWith(workspace))).toBe(true);
    expect(record.inputs.filter((input) => input.includes('node_modules/'))).toEqual([]);
    expect(readFileSync(main!, 'utf8')).toMatch(/from "fastify"/);
  });
});
