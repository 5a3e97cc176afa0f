// Checks the project's class names (docs/engineering.md#styles). Part of `npm run lint`;
// tests/lint/css-classes.test.ts plants each fault and checks it is caught.
//
// 1. No two global stylesheets define the same class. A global class is one page-wide name: when
//    two features style `.tile` each their own way, whichever chunk loaded last wins on every page
//    after it. Feature styles live in CSS Modules (`*.module.css`), whose classes are scoped to their
//    component and so cannot collide; only tokens, resets, layout and utilities stay global.
// 2. No CSS Module restyles a class another stylesheet defines through `:global(.x)`: the owner of
//    `.x` cannot see that restyle, and it breaks silently when `.x` moves into a module. The
//    component takes a className instead.
// 3. Every class name written as a string in the app's JSX is defined by some global stylesheet:
//    a name with no CSS behind it reads like styling and is none. (Module classes are read from the
//    imported `styles` object, not written as strings.)
// 4. Every class a component reads from a CSS Module it imports (`styles.cropArea`) is defined in
//    that module: a missing one is `undefined`, and the element silently loses its layout (a crop
//    picture once covered its dialog's buttons that way when its styles stayed behind in a move).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.git']);

/** Every file under `folder` whose name passes `keep`, relative to it. */
function filesUnder(folder, keep, dir = folder) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(folder, keep, path);
    return keep(entry.name) ? [relative(folder, path)] : [];
  });
}

/** Every global stylesheet under `folder` (CSS Modules excluded), relative to it. */
export function globalStylesheets(folder = root) {
  return filesUnder(folder, (name) => name.endsWith('.css') && !name.endsWith('.module.css'));
}

/** Every CSS Module under `folder`, relative to it. */
export function cssModules(folder = root) {
  return filesUnder(folder, (name) => name.endsWith('.module.css'));
}

/** The app's components: the `.tsx` files under `app/src`, tests and stories excluded. */
export function appComponents(folder = root) {
  const src = join(folder, 'app', 'src');
  try {
    return filesUnder(src, (name) => name.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(name)).map(
      (file) => join('app', 'src', file),
    );
  } catch {
    return [];
  }
}

/** A selector without its quoted attribute values, which may hold dots ([href$='.pdf']) but name no class. */
const unquoted = (selector) => selector.replace(/(['"])(?:\\.|(?!\1).)*\1/g, '');
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Walks the rules of a stylesheet that are selectors (keyframe steps are not). */
function walkSelectors(css, from, visit) {
  postcss.parse(css, { from }).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    visit(unquoted(rule.selector));
  });
}

/** The classes a stylesheet's selectors name. */
export function classesOf(css, from) {
  const classes = new Set();
  walkSelectors(css, from, (selector) => {
    for (const match of selector.matchAll(CLASS)) classes.add(match[1]);
  });
  return classes;
}

/** The classes a stylesheet names inside `:global(...)`. */
export function globalClassesOf(css, from) {
  const classes = new Set();
  walkSelectors(css, from, (selector) => {
    for (const global of selector.matchAll(/:global\(([^)]*)\)/g)) {
      for (const match of global[1].matchAll(CLASS)) classes.add(match[1]);
    }
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

/** Each `:global(.x)` in `modules` ({ file, css }) where a global stylesheet of `sheets` defines `.x`, with that stylesheet. */
export function globalRestyles(modules, sheets) {
  const owners = new Map();
  for (const { file, css } of sheets) for (const name of classesOf(css, file)) owners.set(name, file);
  return modules.flatMap(({ file, css }) =>
    [...globalClassesOf(css, file)]
      .filter((name) => owners.has(name))
      .map((name) => ({ file, name, owner: owners.get(name) })),
  );
}

/**
 * The class names written as strings in a component's JSX: the value of every `className` (or
 * `…ClassName`) attribute that is a string, and the fixed words of template strings and of string
 * branches inside it (`cond ? 'a' : 'b'`).
 */
export function jsxClassNames(source, file = 'component.tsx') {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const names = [];
  const words = (text) => text.split(/\s+/).filter(Boolean);
  const strings = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      names.push(...words(node.text));
    } else if (ts.isTemplateExpression(node)) {
      // Only whole words: in `${styles.x}-wide` the fixed part is glued onto a module class.
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('\u0000');
      names.push(...words(text).filter((word) => !word.includes('\u0000')));
      node.templateSpans.forEach((span) => strings(span.expression));
    } else if (ts.isConditionalExpression(node)) {
      strings(node.whenTrue);
      strings(node.whenFalse);
    } else if (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node)) {
      if (node.expression) strings(node.expression);
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken) {
      strings(node.right);
    }
  };
  const visit = (node) => {
    if (
      ts.isJsxAttribute(node) &&
      /^(className|\w+ClassName)$/.test(node.name.getText(sourceFile)) &&
      node.initializer
    ) {
      strings(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return names;
}

/** Each class name a component of `components` ({ file, source }) writes that no stylesheet of `sheets` defines. */
export function undefinedClassNames(components, sheets) {
  const defined = new Set(sheets.flatMap(({ file, css }) => [...classesOf(css, file)]));
  return components.flatMap(({ file, source }) =>
    [...new Set(jsxClassNames(source, file))]
      .filter((name) => !defined.has(name))
      .map((name) => ({ file, name })),
  );
}

/**
 * The classes a component reads from each CSS Module it imports: `import styles from './x.module.css'`
 * then `styles.name` or `styles['name']`, as { module (the import's path), name }.
 */
export function moduleClassReads(source, file = 'component.tsx') {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const modules = new Map();
  for (const statement of sourceFile.statements) {
    const name = ts.isImportDeclaration(statement) && statement.importClause?.name?.text;
    const from = ts.isImportDeclaration(statement) && statement.moduleSpecifier.text;
    if (name && from?.endsWith('.module.css')) modules.set(name, from);
  }
  const reads = [];
  const visit = (node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      modules.has(node.expression.text)
    )
      reads.push({ module: modules.get(node.expression.text), name: node.name.text });
    if (
      ts.isElementAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      modules.has(node.expression.text) &&
      ts.isStringLiteralLike(node.argumentExpression)
    )
      reads.push({ module: modules.get(node.expression.text), name: node.argumentExpression.text });
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return reads;
}

/** Each class a component of `components` ({ file, source }) reads from a CSS Module that does not define it. */
export function missingModuleClasses(components, readModule) {
  return components.flatMap(({ file, source }) => {
    const seen = new Set();
    return moduleClassReads(source, file).flatMap(({ module, name }) => {
      const path = join(dirname(file), module);
      const css = module.startsWith('.') ? readModule(path) : null;
      if (css === null || seen.has(`${path} ${name}`) || classesOf(css, path).has(name)) return [];
      seen.add(`${path} ${name}`);
      return [{ file, module: path, name }];
    });
  });
}

/**
 * Every problem of the four checks in `folder`'s stylesheets and components, one line each (none:
 * it passes), and what it read.
 */
export function cssClassProblems(folder = root) {
  const read = (file) => readFileSync(join(folder, file), 'utf8');
  const sheets = globalStylesheets(folder).map((file) => ({ file, css: read(file) }));
  const modules = cssModules(folder).map((file) => ({ file, css: read(file) }));
  const components = appComponents(folder).map((file) => ({ file, source: read(file) }));
  const problems = [
    ...duplicateClasses(sheets).map(
      ({ name, files }) =>
        `.${name} is defined by ${files.join(', ')}: move it into one of them or a CSS Module`,
    ),
    ...globalRestyles(modules, sheets).map(
      ({ file, name, owner }) =>
        `${file} restyles .${name} of ${owner} through :global(): give the component a className instead`,
    ),
    ...undefinedClassNames(components, sheets).map(
      ({ file, name }) => `${file} names the class "${name}", which no stylesheet defines: remove it`,
    ),
    ...missingModuleClasses(components, (path) => (existsSync(join(folder, path)) ? read(path) : null)).map(
      ({ file, module, name }) =>
        `${file} reads .${name} from ${module}, which does not define it: move its styles there`,
    ),
  ];
  return { problems, sheets: sheets.length, modules: modules.length, components: components.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { problems, sheets, modules, components } = cssClassProblems(process.argv[2] ?? root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(
    `${sheets} global stylesheets, ${modules} CSS Modules, ${components} components: ` +
      'no class defined twice, restyled through :global(), named without CSS or missing from its module',
  );
}
