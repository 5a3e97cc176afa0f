// Figures and dates are written by the engine's locale module alone (docs/engineering.md#words-and-formats):
// eslint.config.js forbids Intl.NumberFormat, Intl.DateTimeFormat, Intl.PluralRules and
// toLocaleString elsewhere. This plants each in production code and checks it is caught, and that
// the locale module itself and tests may still use them, so the rule cannot silently rot.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-properties',
});

async function caught(file: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: join(root, file) });
  return (result?.messages ?? []).some((message) => message.ruleId === 'no-restricted-properties');
}

const PLANTED: [string, string][] = [
  ['app/src/planted.ts', "export const a = new Intl.NumberFormat('en').format(1);"],
  ['app/src/planted.tsx', "export const a = new Intl.DateTimeFormat('en', { dateStyle: 'long' });"],
  ['app/src/planted.ts', "export const a = Intl.NumberFormat('en');"],
  ['app/src/planted.ts', 'export const a = (1234).toLocaleString();'],
  // A feature's folder has lint blocks of its own: the rule still reaches it.
  ['app/src/dashboard/planted.tsx', "export const a = new Intl.NumberFormat('en').format(1);"],
  ['app/src/planted.ts', "export const a = new Date().toLocaleDateString('de');"],
  ['renderers/src/questions/planted.tsx', "export const a = new Intl.PluralRules('fr').select(0);"],
  ['server/src/modules/insights/planted.ts', "export const a = new Intl.NumberFormat('de').format(1);"],
  ['engine/src/insights/planted.ts', "export const a = new Intl.DateTimeFormat('en');"],
];

describe('the formats lint rule', () => {
  it.each(PLANTED)('catches %s: %s', async (file, code) => {
    expect(await caught(file, code)).toBe(true);
  });

  it('lets the locale module and tests write with Intl, and other code use the module', async () => {
    expect(await caught('engine/src/locale/planted.ts', "export const a = new Intl.NumberFormat('en');")).toBe(false);
    expect(await caught('app/src/planted.test.ts', "export const a = new Intl.NumberFormat('en');")).toBe(false);
    expect(
      await caught('app/src/planted.ts', "import { formatNumber } from '@oncourse/engine/locale';\nexport const a = formatNumber(1, 'en');"),
    ).toBe(false);
    expect(await caught('app/src/planted.ts', "export const a = new Intl.ListFormat('en');")).toBe(false);
  });
});
