// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brotliBytesIn, isPrecompressed } from './sent-bytes.mjs';

const dist = mkdtempSync(join(tmpdir(), 'oncourse-sent-'));
mkdirSync(join(dist, 'assets'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('bytes as sent', () => {
  it('counts the Brotli copy of a file, the file itself where the build wrote none, and knows an older build', () => {
    expect(isPrecompressed(dist)).toBe(false);
    writeFileSync(join(dist, 'assets', 'page.js'), 'x'.repeat(5_000));
    writeFileSync(join(dist, 'assets', 'page.js.br'), 'y'.repeat(40));
    writeFileSync(join(dist, 'assets', 'tiny.js'), 'export{}');
    writeFileSync(join(dist, 'index.html.br'), '');
    const bytesOf = brotliBytesIn(dist);
    expect(bytesOf('assets/page.js')).toBe(40);
    expect(bytesOf('assets/tiny.js')).toBe(8);
    expect(isPrecompressed(dist)).toBe(true);
  });
});
