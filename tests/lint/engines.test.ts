// `npm install` on the oldest Node the project supports must print no EBADENGINE warning: an
// operator reads each one as "this will break here". npm warns when an installed package's
// `engines.node` excludes the running Node; the lockfile records every package's range, so this
// checks them all against the floor in the root package.json without installing anything.
// (.ci/run also greps the real install's output.)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(`${root}/${file}`, 'utf8')) as unknown;

interface LockPackage {
  version?: string;
  engines?: { node?: string } | string[];
}
const manifest = read('package.json') as { engines: { node: string } };
const lock = read('package-lock.json') as { packages: Record<string, LockPackage> };

describe('supported Node versions', () => {
  const floor = semver.minVersion(manifest.engines.node);

  it('names a floor in package.json engines', () => {
    expect(floor?.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('installs no package whose engines exclude the oldest supported Node', () => {
    const excluded = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range && floor && !semver.satisfies(floor, range)
        ? [`${path}@${entry.version} needs node ${range}`]
        : [];
    });
    expect(excluded).toEqual([]);
  });

  it('installs no package whose engines exclude Node 22 or 24 (the LTS lines after 20)', () => {
    // Node 22 and 24 are the LTS lines an operator moves to; an override that pins an old release
    // must not shut them out either.
    const excluded = ['22.13.0', '24.0.0'].flatMap((node) =>
      Object.entries(lock.packages).flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(node, range)
          ? [`${path}@${entry.version} excludes node ${node}`]
          : [];
      }),
    );
    expect(excluded).toEqual([]);
  });
});
