// Rewrites citations of the original specification ("spec 000 §4", "(001 §3, §7)", "Spec 001 §9:",
// "STYLE.md §2"), documents a reader of the repository cannot open, into links to the pages of
// docs/ that describe the same behaviour ("docs/accounts.md#behaviour").
//
//   node scripts/cite-docs.mjs           rewrite every tracked text file in place
//   node scripts/cite-docs.mjs --check   change nothing; list what would change (exit 1 if anything)
//   node scripts/cite-docs.mjs --list    print "file:line  old → new" for every rewrite
//
// Idempotent: a rewritten tree has nothing left to rewrite. Exits non-zero, naming file and line,
// when a citation cannot be mapped or maps to a page or heading docs/ does not have.
// When openapi/openapi.yaml changes, the contract's generated files are regenerated
// (`npm run generate -w openapi`) so they say the same.
//
// The mapping: the spec's sections have the same topics in both documents (§1 purpose, §2 screens,
// §3 entities, §4 states, §5 validation, §6 roles, §7 calls, §8 errors, §9 limits), and every docs/
// page uses matching headings (SECTION_HEADINGS). Which page a citation lands on is decided by,
// in order: a topic named on the citation's own line that always wins (TOPIC_FIRST), the feature
// folder the file sits in (FOLDER_PAGES), any topic named on the line or the line above (TOPICS),
// and finally the spec section's own default page (DEFAULT_PAGES).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Spec section number → the heading every docs/ page uses for that topic (its anchor). */
export const SECTION_HEADINGS = {
  1: 'purpose',
  2: 'screens',
  3: 'what-is-stored',
  4: 'behaviour',
  5: 'input-rules',
  6: 'access',
  7: 'calls',
  8: 'errors',
  9: 'limits',
};

/** Pages arranged by topic rather than by spec section: page → [words on the line, anchor]. */
const TOPIC_ANCHORS = {
  'languages-units-themes': [
    [/theme|colou?r/i, 'themes'],
    [/\bunits?\b|measurement|metric|imperial/i, 'units'],
    [/strings?\b|catalogue|translat/i, 'interface-strings'],
    [/./, 'languages'],
  ],
  helpdesk: [[/maintenance|banner|\bnotices?\b|createdAt/i, 'notices']],
};

/** Pages whose own headings differ for a section: page → section → anchor ('' = the page itself). */
const PAGE_ANCHORS = {
  errors: { 5: 'form-rules', 8: 'catalogue' },
  api: { 3: 'shapes', 7: '', 8: 'errors' },
};

/** Topics whose words on the citation's line decide the page even inside another feature's folder. */
const TOPIC_FIRST = [
  ['helpdesk', /maintenance|banner|\bnotices?\b|office hours|helpdesk|badge/i],
  ['shell', /partner|footer|health ?check|300 ms|loader hides|spinner/i],
  ['languages-units-themes', /\blang\b|display language|translat|interface strings|\bzu\b/i],
  [
    'organisations',
    /active organisation|the active one|switch(?:es|ing)? (?:the )?(?:club|organisation)|kinds of organisation|job role|profile roles/i,
  ],
  ['errors', /error catalogue|error codes?\b|'Other' last|form theme/i],
];

/** Single lines whose words mislead the rules above: [file prefix, words on the line, page]. */
const LINE_PAGES = [
  ['app/src/account/LoginScreen', /./, 'accounts'],
  ['app/src/account/', /regist/i, 'registration'],
  ['app/src/account/passwords.test', /'\/error/, 'shell'],
  ['app/src/shell/TopBar', /Top bar/, 'shell'],
  ['app/src/routing/search', /invitation pre-fills/, 'registration'],
  ['openapi/openapi.yaml', /Question sets, answer sets, notes/, 'reviews'],
  ['openapi/openapi.yaml', /\(profile roles\)/, 'organisations'],
];

/** Feature folders → page. The first prefix that matches the file's path wins. */
const FOLDER_PAGES = [
  ['app/src/account/Registration', 'registration'],
  ['app/src/account/CompleteRegistration', 'registration'],
  ['app/src/account/InvalidRegistration', 'registration'],
  ['app/src/account/registration', 'registration'],
  ['app/src/account/useLockout', 'registration'],
  ['app/src/account/', 'accounts'],
  ['app/src/profile/', 'accounts'],
  ['app/src/session/', 'accounts'],
  ['app/src/api/', 'accounts'],
  ['app/src/organisations/', 'organisations'],
  ['app/src/routing/paths', 'accounts'],
  ['app/src/facility-profile/', 'facility-profile'],
  ['app/src/team/', 'team'],
  ['app/src/reviews/Annual', 'annual-data'],
  ['app/src/reviews/AddYear', 'annual-data'],
  ['app/src/reviews/', 'reviews'],
  ['app/src/insights/', 'insights'],
  ['app/src/documents/', 'documents'],
  ['app/src/improve/', 'improve'],
  ['app/src/helpdesk/', 'helpdesk'],
  ['app/src/dashboard/', 'shell'],
  ['app/src/shell/', 'shell'],
  ['app/src/ui/', 'shell'],
  ['app/src/i18n/', 'languages-units-themes'],
  ['app/src/theme/', 'languages-units-themes'],
  ['server/src/modules/auth/', 'accounts'],
  ['server/src/modules/accounts/job-roles', 'organisations'],
  ['server/src/modules/accounts/sign-in-links', 'registration'],
  ['server/src/modules/accounts/', 'accounts'],
  ['server/src/modules/users/', 'accounts'],
  ['server/src/modules/registration/', 'registration'],
  ['server/src/modules/organisations/', 'organisations'],
  ['server/src/modules/organisation-profile/', 'facility-profile'],
  ['server/src/modules/team/', 'team'],
  ['server/src/modules/reviews/annual', 'annual-data'],
  ['server/src/modules/reviews/', 'reviews'],
  ['server/src/modules/insights/', 'insights'],
  ['server/src/modules/access/', 'organisations'],
  ['server/src/test/accounts', 'accounts'],
  ['app/src/test/reviews', 'reviews'],
  ['app/src/test/facility-profile', 'facility-profile'],
  ['app/src/shell/region', 'languages-units-themes'],
  ['server/src/modules/documents/', 'documents'],
  ['server/src/modules/content/', 'improve'],
  ['server/src/modules/helpdesk/', 'helpdesk'],
  ['server/src/modules/reference/', 'languages-units-themes'],
  ['server/src/mail/templates/registration', 'registration'],
  ['server/src/mail/templates/password', 'accounts'],
  ['server/src/mail/templates/team', 'team'],
  ['server/src/mail/templates/join', 'organisations'],
  ['server/src/mail/templates/helpdesk', 'helpdesk'],
  ['engine/src/password-rule', 'accounts'],
  ['engine/src/email-address', 'accounts'],
  ['engine/src/errors', 'errors'],
  ['engine/src/document-types', 'documents'],
  ['engine/src/locale', 'languages-units-themes'],
  ['engine/src/insights/', 'insights'],
  ['engine/src/units', 'languages-units-themes'],
  ['engine/src/model', 'languages-units-themes'],
  ['engine/src/', 'reviews'],
  ['engine/README', 'reviews'],
  ['renderers/src/form-theme/widgets/DateWidget', 'reviews'],
  ['renderers/src/form-theme/widgets/TextareaWidget', 'reviews'],
  ['renderers/src/form-theme/maxToday', 'reviews'],
  ['renderers/src/form-theme/form-validators', 'reviews'],
  ['renderers/src/form-theme/uiOptions', 'registration'],
  ['renderers/src/form-theme/', 'errors'],
  ['renderers/src/questions/', 'reviews'],
  ['stories/src/questions/', 'reviews'],
  ['tests/journeys/reviews', 'reviews'],
];

/** Topics named on a line (or the line above) in files outside a feature folder; first match wins. */
const TOPICS = [
  ['languages-units-themes', /\btheme|colou?rs?\b|\bblue\b|\bgreen\b/i],
  ['documents', /content-filename|Content-Disposition/i],
  ['shell', /dashboard/i],
  ['facility-profile', /\blogos?\b|logo_id/i],
  ['organisations', /activit|create-facility|create facility|\bjoin/i],
  ['improve', /content page|\btiles\b/i],
  ['annual-data', /annual|\byears?\b/i],
  ['team', /\binvit|\bteam\b|\bmembers?\b|\bowner|re-invite|view-only|access types?/i],
  ['registration', /regist|hear.about|terms/i],
  [
    'accounts',
    /sign[- ]?in|log ?out|\blogin|password|token|session|refresh|user profile|profile image|unsaved|\bcrop|\buser\b|e-mail|address/i,
  ],
  ['documents', /document|download|upload|file name/i],
  ['improve', /improve|content|\btiles?\b|support planning|recognition|imageRecord/i],
  [
    'facility-profile',
    /facility profile|facility details|details|\bcourses?\b|green fee|contact number|management group|organiser|land use|surroundings|logo|profile/i,
  ],
  [
    'reviews',
    /question|answer|section|field set|uiType|\bnotes?\b|progress|prefill|save[sd]? for later|grid|guidance|review|best.practice|dropdown|date|\bnumber/i,
  ],
  ['organisations', /organisation|facilit|tournament|activit|\broles?\b|switch|create|join/i],
  ['languages-units-themes', /\bunits?\b|measurement|language/i],
  ['shell', /menu|dashboard|top bar|breadcrumb|layout|route|redirect|screen/i],
  ['errors', /error|message/i],
];

/** Where a spec section lands when neither folder nor words say: spec → section → page. */
const DEFAULT_PAGES = {
  '000': {
    1: 'shell',
    2: 'shell',
    3: 'accounts',
    4: 'accounts',
    5: 'accounts',
    6: 'organisations',
    7: 'api',
    8: 'errors',
    9: 'accounts',
  },
  '001': {
    1: 'organisations',
    2: 'shell',
    3: 'reviews',
    4: 'reviews',
    5: 'reviews',
    6: 'organisations',
    7: 'api',
    8: 'errors',
    9: 'reviews',
  },
};

/** STYLE.md (the team's style notes, outside the repository) section → docs/engineering.md anchor. */
const STYLE_ANCHORS = {
  1: 'the-engine-computes',
  2: 'boundaries',
  3: 'renderer-registry',
  4: 'one-renderer-one-file',
  5: 'public-surfaces',
  6: 'one-route-file-per-url',
  7: 'server-layers',
  8: 'generated-code',
  9: 'tests-beside-code',
  10: 'one-set-of-fixtures',
  11: 'strict-types',
  12: 'comments-say-why',
};

/**
 * Whole phrases that cite both documents at once, or a section without its document, rewritten
 * as written here before the per-citation rules run. Each `from` is gone after its rewrite.
 */
const PHRASES = [
  ['(specs 000 and 001, §7 of each)', '(docs/api.md)'],
  ['(spec 001 §3–§5, 000 §3)', '(docs/reviews.md)'],
  [
    'every call both specs list (§7 of 000 and 001), spelled as the spec spells',
    'every call the Calls sections of docs/ list, spelled as they spell',
  ],
  ['Every entity of both §3 sections', 'Every entity docs/ describes (docs/api.md#shapes)'],
  [
    'Every entity and enumeration of both §3 sections',
    'Every entity and enumeration docs/ describes (docs/api.md#shapes)',
  ],
  [
    'every entity and enumeration of both §3 sections',
    'every entity and enumeration docs/ describes (docs/api.md#shapes)',
  ],
  [
    'every entity of both spec documents (000 §3, 001 §3)',
    'every entity docs/ describes (docs/api.md#shapes)',
  ],
  [
    'The error catalogue of specs 000 §8 and 001 §8 plus',
    'The error catalogue (docs/errors.md#catalogue) plus',
  ],
  ['(spec 000 §8, 001 §8)', '(docs/errors.md#catalogue)'],
  ['(000 §8, 001 §8, plus', '(docs/errors.md#catalogue, plus'],
  ['(spec 001 §8, COMMON.md)', '(docs/errors.md#catalogue)'],
  [
    "'exports every COMMON.md code with its number'",
    "'exports every code of the catalogue (docs/errors.md#catalogue) with its number'",
  ],
  ['/Implied by spec 00[01] §\\d/', '/Implied by docs\\/[a-z-]+\\.md#[a-z-]+/'],
];

const SECTION = String.raw`§\s?(\d+)(?!\d|\.\d)(?:\s?[–-]\s?§?(\d+))?`;
/** "spec 001 §4", "Specs 000 §3", "000 §5", "spec 001\n * §5" (a comment wrapped between them). */
const CITATION = new RegExp(
  String.raw`(?:\b[Ss]pecs?\s+)?\b(00[01])(?:\s*\n\s*(?:\*|\/\/|#)\s*|\s+)${SECTION}((?:(?:,\s*|\s+and\s+)${SECTION.replace(/\((?!\?)/g, '(?:')})*)`,
  'g',
);
const MORE_SECTIONS = new RegExp(SECTION, 'g');
/** A section left without its document on a line that cited one ("(000 §4 profile roles, §6)"). */
const BARE_SECTION = new RegExp(String.raw`(?<![\w.)]\s?|STYLE\.md\s|RFC \d+\s)${SECTION}`, 'g');
const STYLE_CITATION = /STYLE\.md §(\d+)/g;
/** COMMON.md (an earlier session's working notes, outside the repository), by what the line is about. */
const COMMON_CITATION = /\(COMMON\.md(?:,[\w ]+)?(?=\))|\(COMMON\.md:|COMMON\.md/g;
const COMMON_TOPICS = [
  [
    /strings?\b|catalogue of a language|language every other|looked up by key/i,
    'docs/languages-units-themes.md#interface-strings',
  ],
  [/supported languages/i, 'docs/languages-units-themes.md#languages'],
  [/token|auth\b/i, 'docs/security-operations.md#sessions'],
  [/id blocks|ranges/i, 'docs/engineering.md#one-set-of-fixtures'],
  [/catalogue|code/i, 'docs/errors.md#catalogue'],
  [/envelope|error shape|error|failure/i, 'docs/api.md#conventions'],
];
/** What the lint check calls a citation of a document outside the repository. */
export const OUTSIDE_CITATION = /\b[Ss]pecs?\s+00[01]\b|\b00[01],?\s§\s?\d|STYLE\.md §\d|COMMON\.md/;

/** Sections named by "§4", "§4–6", "§4–§6". */
function sectionsOf(from, to) {
  const first = Number(from);
  const last = to === undefined ? first : Number(to);
  const sections = [];
  for (let n = first; n <= last; n += 1) sections.push(n);
  return sections;
}

function pageFor(file, spec, context, contextAbove) {
  for (const [prefix, words, page] of LINE_PAGES)
    if (file.startsWith(prefix) && words.test(context)) return page;
  for (const [page, words] of TOPIC_FIRST) if (words.test(context)) return page;
  for (const [prefix, page] of FOLDER_PAGES) if (file.startsWith(prefix)) return page;
  for (const [page, words] of TOPICS) if (words.test(context)) return page;
  for (const [page, words] of TOPICS) if (words.test(contextAbove)) return page;
  return null;
}

function reference(page, section, context = '') {
  for (const [words, anchor] of TOPIC_ANCHORS[page] ?? []) {
    if (words.test(context)) return `docs/${page}.md#${anchor}`;
  }
  const anchors = PAGE_ANCHORS[page] ?? {};
  const anchor = section in anchors ? anchors[section] : SECTION_HEADINGS[section];
  if (anchor === undefined) return null;
  return anchor === '' ? `docs/${page}.md` : `docs/${page}.md#${anchor}`;
}

/** The references for one citation of `spec` naming `sections`, deduplicated, in order. */
function referencesFor(file, spec, sections, context, contextAbove) {
  const refs = [];
  const topical = pageFor(file, spec, context, contextAbove);
  for (const section of sections) {
    const page = topical ?? DEFAULT_PAGES[spec]?.[section];
    const ref = page === undefined ? null : reference(page, section, context);
    if (ref === null) return null;
    if (!refs.includes(ref)) refs.push(ref);
  }
  // A range over many topics of one page cites the page.
  const pages = new Set(refs.map((ref) => ref.split('#')[0]));
  if (refs.length > 2 && pages.size === 1) return [...pages];
  return refs;
}

/** Where in `text` each line starts, for line numbers and each citation's own line. */
function lineAt(text, index) {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  const above = text.lastIndexOf('\n', start - 2) + 1;
  return {
    number: text.slice(0, index).split('\n').length,
    line: text.slice(start, end === -1 ? undefined : end),
    above: start === 0 ? '' : text.slice(above, start - 1),
  };
}

/**
 * Rewrites the citations in one file's text. Returns the new text, each rewrite, and each
 * citation it could not map.
 */
export function rewrite(file, text) {
  const rewrites = [];
  const problems = [];
  let out = text;
  for (const [from, to] of PHRASES) {
    if (out.includes(from)) {
      rewrites.push({ line: lineAt(out, out.indexOf(from)).number, from, to });
      out = out.split(from).join(to);
    }
  }
  out = out.replace(STYLE_CITATION, (match, n, offset) => {
    const anchor = STYLE_ANCHORS[n];
    if (anchor === undefined) {
      problems.push({ line: lineAt(out, offset).number, citation: match });
      return match;
    }
    const to = `docs/engineering.md#${anchor}`;
    rewrites.push({ line: lineAt(out, offset).number, from: match, to });
    return to;
  });
  out = out.replace(COMMON_CITATION, (match, offset) => {
    const { number, line, above } = lineAt(out, offset);
    const found =
      COMMON_TOPICS.find(([words]) => words.test(line)) ?? COMMON_TOPICS.find(([words]) => words.test(above));
    if (found === undefined) {
      problems.push({ line: number, citation: match });
      return match;
    }
    const to = match.startsWith('(') ? `(${found[1]}${match.endsWith(':') ? ':' : ''}` : found[1];
    rewrites.push({ line: number, from: match, to });
    return to;
  });
  /** Line number → the spec last cited on it, for sections that follow without their document. */
  const lastSpecOnLine = new Map();
  const source = out;
  out = source.replace(CITATION, (match, spec, from, to, more, offset) => {
    const { number, line, above } = lineAt(source, offset);
    const sections = sectionsOf(from, to);
    for (const [, a, b] of more.matchAll(MORE_SECTIONS)) sections.push(...sectionsOf(a, b));
    const refs = referencesFor(file, spec, sections, line, above);
    if (refs === null) {
      problems.push({ line: number, citation: match });
      return match;
    }
    const lastLine = lineAt(source, offset + match.length).number;
    lastSpecOnLine.set(lastLine, spec);
    const replacement = refs.join(', ');
    rewrites.push({ line: number, from: match, to: replacement });
    return replacement;
  });
  // "§6" after a rewritten citation on the same line belongs to the same document.
  if (lastSpecOnLine.size > 0) {
    const lines = out.split('\n');
    for (const [number, spec] of lastSpecOnLine) {
      const index = number - 1;
      const above = lines[index - 1] ?? '';
      lines[index] = lines[index].replace(BARE_SECTION, (match, from, to) => {
        const refs = referencesFor(file, spec, sectionsOf(from, to), lines[index], above);
        if (refs === null) {
          problems.push({ line: number, citation: match });
          return match;
        }
        rewrites.push({ line: number, from: match, to: refs.join(', ') });
        return refs.join(', ');
      });
    }
    out = lines.join('\n');
  }
  // "docs/a.md#x, docs/a.md#x" (two sections of one topic) says it once.
  out = out.replace(/(docs\/[\w-]+\.md(?:#[\w-]+)?)((?:,\s*|\s+and\s+)\1)+(?![\w-])/g, '$1');
  // Whatever still cites an outside document, on a line not reported already, is unmapped too.
  for (const match of out.matchAll(new RegExp(OUTSIDE_CITATION, 'g'))) {
    const line = lineAt(out, match.index).number;
    if (!problems.some((problem) => problem.line === line)) problems.push({ line, citation: match[0] });
  }
  return { text: out, rewrites, problems };
}

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

/** Tracked text files the codemod rewrites: sources, tests, styles, YAML and Markdown. */
export function filesToRewrite(cwd = root) {
  return (
    execFileSync('git', ['ls-files'], { cwd, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(?:[cm]?[jt]sx?|css|ya?ml|md)$/.test(file))
      // docs/ and the scripts and test that quote the old forms on purpose are left as they are.
      .filter(
        (file) =>
          !/\.gen\.|(^|\/)docs\/|^scripts\/(cite-docs|check-citations)\.|^tests\/lint\/citations\.test\.|package-lock\.json/.test(
            file,
          ),
      )
      .filter((file) => existsSync(join(cwd, file)))
  );
}

/** Syntax errors TypeScript finds in a script file: a rewrite must not add any. */
async function syntaxErrors(file, text) {
  if (!/\.[cm]?[jt]sx?$/.test(file)) return 0;
  const ts = (await import('typescript')).default;
  const kind = /x$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.[cm]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  return source.parseDiagnostics.length;
}

function readPage(page) {
  const path = join(root, 'docs', page);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const list = process.argv.includes('--list');
  const problems = [];
  const changed = [];
  let count = 0;
  for (const file of filesToRewrite()) {
    const text = readFileSync(join(root, file), 'utf8');
    const result = rewrite(file, text);
    for (const problem of result.problems)
      problems.push(`${file}:${problem.line}  cannot map "${problem.citation}"`);
    for (const link of brokenDocLinks(result.text, readPage))
      problems.push(`${file}  links ${link}, which docs/ does not have`);
    if (result.text === text) continue;
    if ((await syntaxErrors(file, result.text)) > (await syntaxErrors(file, text))) {
      problems.push(`${file}  the rewrite would break its syntax; left as it is`);
      continue;
    }
    changed.push(file);
    count += result.rewrites.length;
    if (list)
      for (const r of result.rewrites)
        console.log(`${file}:${r.line}  ${r.from.replace(/\s+/g, ' ')} → ${r.to}`);
    if (!check) writeFileSync(join(root, file), result.text);
  }
  console.log(`${count} citations in ${changed.length} files ${check ? 'would be rewritten' : 'rewritten'}.`);
  if (!check && changed.includes('openapi/openapi.yaml')) {
    console.log('openapi/openapi.yaml changed: regenerating the contract types.');
    execFileSync('npm', ['run', 'generate', '-w', 'openapi'], { cwd: root, stdio: 'inherit' });
  }
  if (problems.length > 0) {
    console.error(`Citations that could not be mapped (${problems.length}):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(2);
  }
  if (check && changed.length > 0) process.exit(1);
}
