// No source file may cite a document a reader of the repository cannot open (scripts/check-citations.mjs,
// part of `npm run lint`). This plants each kind of violation and checks it is caught, checks that a
// citation of an existing page and heading passes, and that the codemod turns the old citation forms
// into citations the check accepts, so neither can silently rot.
import { describe, expect, it } from 'vitest';
import { citationProblems, pageReader } from '../../scripts/check-citations.mjs';
import { rewrite } from '../../scripts/cite-docs.mjs';

// The patterns are assembled here so this file does not itself cite anything.
const SPEC = 'spec';
const SECTION = '§';
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
    ['a docs page that does not exist', 'app/src/planted.ts', '// See docs/nowhere.md.\n'],
    ['a heading a docs page does not have', 'app/src/planted.ts', '// See docs/accounts.md#nowhere.\n'],
    ['a broken link between docs pages', 'docs/planted.md', 'See [reviews](reviews.md#nowhere).\n'],
  ])('catches %s', (_name, file, text) => {
    expect(problemsOf(file, text)).toHaveLength(1);
  });

  it('passes citations of pages and headings that exist, and other section signs', () => {
    const text = [
      '// Signs out (docs/accounts.md#behaviour); drafts stay (docs/reviews.md#limits).',
      `/** The longest address (RFC 5321 ${SECTION}4.5.3.1.3). */`,
      `// "(${SECTION} 12 PflSchG)" is the law's own section sign.`,
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

describe('the citation codemod', () => {
  it('rewrites each old form into citations the check accepts, and is idempotent', () => {
    const before = [
      `/** Spec 000 ${SECTION}9: the resend button stays locked. */`,
      `// Progress and prefill (${SPEC} 001 ${SECTION}4, ${SECTION}9), see also (001 ${SECTION}4–${SECTION}5).`,
      ` * The id of the next answer (MULTIPLECHOICE_ADDMORE, ${SPEC} 001`,
      ` * ${SECTION}5): negative.`,
      `// Public surface (STYLE.md ${SECTION}5).`,
    ].join('\n');
    const first = rewrite('engine/src/planted.ts', before);
    expect(first.problems).toEqual([]);
    expect(first.text).not.toMatch(new RegExp(`${SPEC} 00|00[01] ${SECTION}|STYLE`, 'i'));
    expect(first.text).toContain('docs/reviews.md#behaviour');
    expect(first.text).toContain('docs/engineering.md#public-surfaces');
    expect(citationProblems('engine/src/planted.ts', first.text, pageReader())).toEqual([]);
    expect(rewrite('engine/src/planted.ts', first.text).text).toBe(first.text);
  });

  it('reports a citation it cannot map instead of guessing', () => {
    const { problems } = rewrite('app/src/planted.ts', `// (${SPEC} 001 ${SECTION}12)`);
    expect(problems.map((p) => p.citation)).toEqual([`${SPEC} 001 ${SECTION}12`]);
  });
});
