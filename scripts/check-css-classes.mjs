// Fails when two global stylesheets define the same class. A global class is one page-wide name:
// when two features style `.tile` each their own way, whichever chunk loaded last wins on every
// page after it. Feature styles live in CSS Modules (`*.module.css`), whose classes are scoped to
// their component and so cannot collide; only tokens, resets, layout and the shared building blocks
// stay global (docs/engineering.md#styles). Part of `npm run lint`; tests/lint/css-classes.test.ts
// plants a duplicate and checks it is caught.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.git']);

/** Every global stylesheet under `folder` (CSS Modules excluded), relative to it. */
export function globalStylesheets(folder = root, dir = folder) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return globalStylesheets(folder, path);
    return entry.name.endsWith('.css') && !entry.name.endsWith('.module.css') ? [relative(folder, path)] : [];
  });
}

/** The classes a stylesheet's selectors name (keyframe steps are not selectors). */
export function classesOf(css, from) {
  const classes = new Set();
  postcss.parse(css, { from }).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    // Quoted attribute values may hold dots ([href$='.pdf']): they name no class.
    const selector = rule.selector.replace(/(['"])(?:\\.|(?!\1).)*\1/g, '');
    for (const match of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(match[1]);
  });
  return classes;
}

/** Each class more than one of `sheets` ({ file, css }) defines, with the files that define it. */
export function duplicateClasses(sheets) {
  const owners = new Map();
  for (const { file, css } of sheets) {
    for (const name of classesOf(css, file)) owners.set(name, [...(owners.get(name) ?? []), file]);
  }
  return [...owners]
    .filter(([, files]) => files.length > 1)
    .map(([name, files]) => ({ name, files }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2] ?? root;
  const sheets = globalStylesheets(folder).map((file) => ({
    file,
    css: readFileSync(join(folder, file), 'utf8'),
  }));
  const duplicates = duplicateClasses(sheets);
  for (const { name, files } of duplicates) {
    console.error(`.${name} is defined by ${files.join(', ')}: move it into one of them or a CSS Module`);
  }
  if (duplicates.length > 0) process.exit(1);
  console.log(`${sheets.length} global stylesheets, no class defined twice`);
}
