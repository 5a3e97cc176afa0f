// No source file may cite a document a reader of the repository cannot open (scripts/check-citations.mjs,
// part of `npm run lint`). This plants each kind of violation and checks it is caught, checks that a
// citation of an existing page and heading passes, and that the whole tree passes, so the check cannot
// silently rot.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationProblems, filesToCheck, pageReader } from '../../scripts/check-citations.mjs';

// The patterns are assembled here so this file does not itself cite anything.
const SPEC = 'spec';
const SECTION = '§';
const ISSUE = 'issue';
const pages: Record<string, string> = {
  'accounts.md': '# Accounts\n\n## Behaviour\n\nText.\n\n## Input rules\n',
  'reviews.md': '# Reviews\n\n## Behaviour\n\n## Limits\n',
};
const readPage = (page: string) => pages[page] ?? null;
const problemsOf = (file: string, text: string) =>
  citationProblems(file, text, readPage).map((p) => p.problem);

describe('the citation check', () => {
  it.each([
    ['a spec citation in a comment', 'app/src/planted.ts', `// Signs out (${SPEC} 000 ${SECTION}4).\n`],
    [
      'a spec citation in a test name',
      'server/src/planted.test.ts',
      `it('renews (${SPEC} 001 ${SECTION}7)', () => {});\n`,
    ],
    ['a bare document number', 'engine/src/planted.ts', `/** Limits (001 ${SECTION}9). */\n`],
    ['a spec citation in YAML', 'openapi/planted.yaml', `description: Implied by ${SPEC} 000 ${SECTION}4.\n`],
    ['a spec citation in CSS', 'app/src/planted.css', `/* The theme (${SPEC} 000 ${SECTION}1). */\n`],
    ['the style notes', 'renderers/src/planted.ts', `// Public surface (STYLE.md ${SECTION}5).\n`],
    ['an issue number in a comment', 'server/src/planted.ts', `// Off the event loop (${ISSUE} 23).\n`],
    [
      'an issue number in a test name',
      'app/src/planted.test.tsx',
      `describe('targets (${ISSUE} 24)', () => {});\n`,
    ],
    ['a capitalised issue with a hash', 'engine/src/planted.ts', '/** Issue #12: readiness. */\n'],
    ['a hash-numbered issue', 'tests/api/planted.test.ts', `// Asked for in #20 ${ISSUE}.\n`],
    ['an issue number in a docs page', 'docs/planted.md', `Confirmation comes later (${ISSUE} 21).\n`],
    ['"the spec" in a comment', 'engine/src/planted.ts', `// The ${SPEC} gives the hours in GMT.\n`],
    [
      '"the spec\'s" in a test name',
      'renderers/src/planted.test.ts',
      `it("shows the ${SPEC}'s message", () => {});\n`,
    ],
    ['"spec:" in a contract description', 'openapi/planted.yaml', `description: "${SPEC}: kebab-case."\n`],
    ['a docs page that does not exist', 'app/src/planted.ts', '// See docs/nowhere.md.\n'],
    ['a heading a docs page does not have', 'app/src/planted.ts', '// See docs/accounts.md#nowhere.\n'],
    ['a broken link between docs pages', 'docs/planted.md', 'See [reviews](reviews.md#nowhere).\n'],
  ])('catches %s', (_name, file, text) => {
    expect(problemsOf(file, text)).toHaveLength(1);
  });

  it('passes citations of pages and headings that exist, other section signs and other uses of the words', () => {
    const text = [
      '// Signs out (docs/accounts.md#behaviour); drafts stay (docs/reviews.md#limits).',
      `/** The longest address (RFC 5321 ${SECTION}4.5.3.1.3). */`,
      `// "(${SECTION} 12 PflSchG)" is the law's own section sign.`,
      `// The ${ISSUE} of fees is settled by the specification of RFC 4180; inspect: 12 issues.`,
      "import { x } from './planted.spec';",
    ].join('\n');
    expect(problemsOf('app/src/planted.ts', text)).toEqual([]);
    expect(
      problemsOf(
        'docs/planted.md',
        'See [accounts](accounts.md#input-rules) and [above](#behaviour).\n# x\n## Behaviour\n',
      ),
    ).toEqual([]);
  });

  it('finds every page of the repository docs/ the area pages link to', () => {
    const real = pageReader();
    expect(real('README.md')).not.toBeNull();
    expect(
      citationProblems('app/src/planted.ts', '// docs/carbon-method.md and docs/reviews.md#behaviour', real),
    ).toEqual([]);
  });
});

describe('the tree', () => {
  it('cites no document outside the repository and links only pages and headings docs/ has', () => {
    const readPage = pageReader();
    const root = join(import.meta.dirname, '..', '..');
    const found = filesToCheck(root).flatMap((file) =>
      citationProblems(file, readFileSync(join(root, file), 'utf8'), readPage).map(
        ({ line, problem }) => `${file}:${line} ${problem}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
