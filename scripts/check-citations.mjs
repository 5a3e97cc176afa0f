// Fails when a source file cites a document a reader of the repository cannot open: the original
// specification ("spec 000 §4", "001 §3", "the spec", "spec:"), the tracker's numbered issues
// ("issue 12", "#12 issue"), the team's notes outside the repository (STYLE.md §N, COMMON.md), or a
// `docs/<page>.md#<heading>` whose page or heading does not exist; and when a docs/ page links to a
// sibling page or heading that does not exist. Part of `npm run lint`; tests/lint/citations.test.ts
// plants each kind of violation. A rule is cited by the docs/ page that describes it, or explained.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Files that quote the patterns on purpose: this check and its test. */
const QUOTING = new Set(['scripts/check-citations.mjs', 'tests/lint/citations.test.ts']);

/**
 * Citations of documents outside the repository: the original specification by number ("spec 000",
 * "001 §3") or by name ("the spec", "the spec's", "spec:"), the tracker's issues ("issue 12",
 * "Issue #12", "#12 issue"), and the team's own notes.
 */
export const OUTSIDE_CITATION =
  /\b[Ss]pecs?\s+00[01]\b|\b00[01],?\s§\s?\d|STYLE\.md §\d|COMMON\.md|\bissues?\s+#?\d+\b|#\d+\s+issue\b|\bthe\s+spec\b|\bspec(?:['’]s\b|:)/i;

/** Every `docs/<page>.md#anchor` in `text` whose page or heading does not exist. */
export function brokenDocLinks(text, readPage) {
  const broken = [];
  for (const match of text.matchAll(/\bdocs\/([\w./-]+?\.md)(?:#([\w-]+))?/g)) {
    const [, page, anchor] = match;
    const content = readPage(page);
    if (content === null) broken.push(match[0]);
    else if (anchor !== undefined && !anchorsOf(content).has(anchor)) broken.push(match[0]);
  }
  return broken;
}

/** The anchors GitHub gives a Markdown page's headings. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    anchors.add(
      heading
        .toLowerCase()
        .replace(/[`*_]/g, '')
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .trim()
        .replace(/\s/g, '-'),
    );
  }
  return anchors;
}

/** Sources, tests, styles, YAML and Markdown: every text a reader of the repository reads. */
export function filesToCheck(cwd = root) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(?:[cm]?[jt]sx?|css|ya?ml|md)$/.test(file))
    .filter((file) => !QUOTING.has(file) && !file.includes('node_modules/'))
    .filter((file) => existsSync(join(cwd, file)));
}

/**
 * The problems of one file: `{ line, problem }` for each citation of a document outside the
 * repository and each link to a docs/ page or heading that `readPage` (page name → text, or null)
 * does not have.
 */
export function citationProblems(file, text, readPage) {
  const problems = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const outside = line.match(OUTSIDE_CITATION);
    if (outside) {
      problems.push({
        line: index + 1,
        problem: `cites "${outside[0]}", a document outside the repository: cite a docs/ page or give the reason`,
      });
    }
    for (const link of brokenDocLinks(line, readPage)) {
      problems.push({ line: index + 1, problem: `links ${link}, which docs/ does not have` });
    }
    if (file.startsWith('docs/')) {
      for (const [, page, anchor] of line.matchAll(/\]\(((?![a-z]+:)[\w./-]*?\.md)?(?:#([\w-]+))?\)/g)) {
        if (page === undefined && anchor === undefined) continue;
        if (page?.startsWith('../')) continue;
        // A bare `#heading` is one of this page's own.
        const content = page === undefined ? text : readPage(page);
        if (content === null || (anchor !== undefined && !anchorsOf(content).has(anchor))) {
          problems.push({
            line: index + 1,
            problem: `links ${page ?? ''}${anchor ? `#${anchor}` : ''}, which docs/ does not have`,
          });
        }
      }
    }
  });
  return problems;
}

/** A page of `docs/` under `cwd`, or null. */
export function pageReader(cwd = root) {
  return (page) => {
    const path = join(cwd, 'docs', page);
    return existsSync(path) ? readFileSync(path, 'utf8') : null;
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readPage = pageReader();
  const found = [];
  for (const file of filesToCheck()) {
    for (const { line, problem } of citationProblems(
      file,
      readFileSync(join(root, file), 'utf8'),
      readPage,
    )) {
      found.push(`${file}:${line}  ${problem}`);
    }
  }
  if (found.length > 0) {
    console.error(`Citations of documents a reader cannot open (${found.length}):`);
    for (const problem of found) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log('Every citation points into the repository.');
}
