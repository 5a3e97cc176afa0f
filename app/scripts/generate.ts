// Writes the app's generated files, or with --check fails when one is stale (CI):
//   app/src/forms/validators/<form>.gen.js/.d.ts  each form's validators, compiled (no eval in the browser),
//     and app/src/forms/light/validators/<group>.gen.js, the light forms' own;
//   app/src/i18n/bundled-en.gen.json            the English strings the signed-out pages use.
//   npx tsx app/scripts/generate.ts [--check]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import en from '@oncourse/fixtures/strings/en.json' with { type: 'json' };
import { bundledStrings } from '../src/i18n/bundled-groups.ts';

// Before the form configs load (hence their dynamic import): their widgets' stylesheets.
register('./stylesheets-as-empty.mjs', import.meta.url);
const { compileFormValidators } = await import('./compile-form-validators.ts');

const file = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

const outputs: [string, string][] = [
  ...compileFormValidators().map(({ path, content }): [string, string] => [file(path), content]),
  [file('i18n/bundled-en.gen.json'), `${JSON.stringify(bundledStrings(en), null, 2)}\n`],
];

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

if (process.argv.includes('--check')) {
  const stale = outputs.filter(([path, content]) => read(path) !== content).map(([path]) => path);
  if (stale.length > 0) {
    console.error(`Stale generated files (run npm run generate -w app):\n${stale.join('\n')}`);
    process.exit(1);
  }
} else {
  for (const [path, content] of outputs) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
}
