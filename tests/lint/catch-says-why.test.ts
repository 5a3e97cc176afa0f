// The app shows a failure or says why nothing is owed (docs/engineering.md#failures-are-shown-or-explained):
// scripts/eslint/catch-says-why.mjs flags a handler that drops a failure without a word. This plants
// each kind of dropped failure and each way of answering for it, so the rule cannot silently rot.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RULES = new Set(['oncourse/catch-says-why', 'no-empty']);
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => RULES.has(ruleId),
});

async function flagged(code: string, file = 'app/src/reviews/planted.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const DROPPED: [string, string][] = [
  ['an empty catch', 'try { run(); } catch {}'],
  ['a catch that only gives back null', 'function f() { try { return run(); } catch { return null; } }'],
  ['a catch that never reads its error', 'function f() { try { return run(); } catch (error) { return false; } }'],
  ['.catch(() => undefined)', 'void load().catch(() => undefined);'],
  ['.catch(() => ({ data: undefined }))', 'const answer = load().catch(() => ({ data: undefined }));'],
  ['a rejection handler that gives back an empty list', 'const rows = load().then((rows) => rows, () => []);'],
  ['an empty rejection handler', 'load().then(show, () => {});'],
];

const ANSWERED: [string, string][] = [
  ['a catch that says why', 'function f() { try { return run(); } catch {\n  // A cookie that is not ours is absent.\n  return null; } }'],
  ['a .catch with the reason on the line above', '// Fetched ahead of need: the page fetches it again.\nvoid load().catch(() => undefined);'],
  ['a rejection handler with the reason above it', 'const rows = load().then(\n  (rows) => rows,\n  // Extras: none rather than a failed page.\n  () => [],\n);'],
  ['a catch that shows the failure', 'try { run(); } catch { setFailed(true); }'],
  ['a catch that reads its error', 'try { run(); } catch (error) { report(error); return null; }'],
  ['a rejection handler that sets a failed state', "load().then(show, () => setLoaded('failed'));"],
];

describe('a dropped failure says why nothing is owed', () => {
  it.each(DROPPED)('flags %s', async (_label, code) => {
    const fired = await flagged(code);
    expect(fired.length, code).toBeGreaterThan(0);
    expect(fired.every((ruleId) => RULES.has(ruleId)), fired.join(', ')).toBe(true);
  });

  it.each(ANSWERED)('passes %s', async (_label, code) => {
    expect(await flagged(code)).toEqual([]);
  });

  it('leaves tests alone: a test may drop what it does not assert', async () => {
    expect(await flagged('void load().catch(() => undefined);', 'app/src/reviews/planted.test.ts')).toEqual([]);
  });
});
