// scripts/check-css-classes.mjs, part of `npm run lint`: two global stylesheets may not define the
// same class (whichever loads last would restyle the other feature's elements), a CSS Module may not
// restyle another stylesheet's class through :global(), the app's JSX names no class without
// CSS, and a component reads no class its CSS Module lacks. Each test plants a fault in a folder of
// its own and checks the checks find it and name it, in this process (the script's own start, with
// TypeScript's compiler to load, took a second or more each). The first and the last run the script
// as lint does: it fails on a planted fault, and passes on the repository itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { classesOf, cssClassProblems, jsxClassNames } from '../../scripts/check-css-classes.mjs';

const script = fileURLToPath(new URL('../../scripts/check-css-classes.mjs', import.meta.url));
const folders: string[] = [];

/** A folder holding `files` (path → CSS), removed after the test. */
function planted(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'css-classes-'));
  folders.push(folder);
  for (const [path, css] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), css);
  }
  return folder;
}

/** The script as `npm run lint` runs it, on `folder` or the repository. */
const runScript = (folder?: string) =>
  spawnSync(process.execPath, folder ? [script, folder] : [script], { encoding: 'utf8' });

/** The checks on `folder`, as the script reports them: failed or not, and every problem named. */
const check = (folder: string) => {
  const { problems } = cssClassProblems(folder);
  return { failed: problems.length > 0, said: problems.join('\n') };
};

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the CSS class checks', () => {
  it('fails when two global stylesheets define the same class, naming it and both files', () => {
    const folder = planted({
      'app/src/reviews/reviews.css': '.tile { display: flex; }\n',
      'app/src/dashboard/dashboard.css': '.grid .tile:hover { color: red; }\n',
    });
    // As lint runs it: the script fails and says why.
    const run = runScript(folder);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('.tile is defined by');
    expect(run.stderr).toContain(join('app/src/reviews/reviews.css'));
    expect(run.stderr).toContain(join('app/src/dashboard/dashboard.css'));
  });

  it('lets CSS Modules reuse a class name: theirs are scoped to their component', () => {
    const folder = planted({
      'app/src/styles/app.css': '.tile { display: flex; }\n',
      'app/src/reviews/reviews.module.css': '.tile { display: grid; }\n',
      'app/src/dashboard/dashboard.module.css': '.tile { display: block; }\n',
    });
    expect(check(folder).failed).toBe(false);
  });

  it('reads classes from selectors only, not from keyframe steps or quoted attribute values', () => {
    const css = "@keyframes pop { 0.5% { opacity: 0; } }\na[href$='.pdf'] .file-link__name, .x:not(.y) {}";
    expect([...classesOf(css)].sort()).toEqual(['file-link__name', 'x', 'y']);
  });

  it('fails when a CSS Module restyles a class of a global stylesheet through :global(), naming both', () => {
    const folder = planted({
      'app/src/styles/app.css': '.page__title { font-size: 2rem; }\n',
      'app/src/dashboard/dashboard.module.css': '.header :global(.page__title) { margin: 0; }\n',
    });
    const run = check(folder);
    expect(run.failed).toBe(true);
    expect(run.said).toContain(
      `${join('app/src/dashboard/dashboard.module.css')} restyles .page__title of ${join('app/src/styles/app.css')}`,
    );
  });

  it("lets a module reach a class no stylesheet of the project defines (a library's element)", () => {
    const folder = planted({
      'app/src/styles/app.css': '.muted { color: grey; }\n',
      'app/src/profile/crop.module.css': '.crop :global(.reactEasyCrop_Container) { border-radius: 8px; }\n',
    });
    expect(check(folder).failed).toBe(false);
  });

  it('fails when a component names a class no stylesheet defines, and not on module classes', () => {
    const folder = planted({
      'app/src/styles/app.css': '.muted { color: grey; }\n',
      'app/src/dashboard/Card.module.css': '.card { padding: 1rem; }\n',
      'app/src/dashboard/Card.tsx': [
        "import styles from './Card.module.css';",
        'export const Card = ({ open }: { open: boolean }) => (',
        '  <section className={`${styles.card} organisation-card`}>',
        '    <p className={open ? `muted ${styles.card}` : "muted"}>x</p>',
        '  </section>',
        ');',
      ].join('\n'),
    });
    const run = check(folder);
    expect(run.failed).toBe(true);
    expect(run.said).toContain(`${join('app/src/dashboard/Card.tsx')} names the class "organisation-card"`);
    expect(run.said).not.toContain('"muted"');
  });

  it('fails when a component reads a class its CSS Module does not define, naming both', () => {
    const folder = planted({
      'app/src/styles/app.css': '.muted { color: grey; }\n',
      'app/src/forms/Crop.module.css': '/* styles left behind in a move */\n.slider { display: grid; }\n',
      'app/src/forms/Crop.tsx': [
        "import styles from './Crop.module.css';",
        'export const Crop = () => (',
        "  <div className={styles.cropArea}><span className={styles['slider']} /></div>",
        ');',
      ].join('\n'),
    });
    const run = check(folder);
    expect(run.failed).toBe(true);
    expect(run.said).toContain(
      `${join('app/src/forms/Crop.tsx')} reads .cropArea from ${join('app/src/forms/Crop.module.css')}`,
    );
    expect(run.said).not.toContain('.slider');
  });

  it('reads the class names of JSX strings, templates and conditionals, not the glued parts of a template', () => {
    const source = [
      'const a = <div className="page page--narrow" />;',
      'const b = <div className={`${styles.x}-wide tile ${open ? "open" : "shut"}`} />;',
      'const c = <Upload buttonClassName="change" title="not a class" />;',
    ].join('\n');
    expect(jsxClassNames(source).sort()).toEqual(['change', 'open', 'page', 'page--narrow', 'shut', 'tile']);
  });

  it('passes on the repository', () => {
    const run = runScript();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // The repository's one global stylesheet is the app's: everything else is a module.
    const tracked = execFileSync('git', ['ls-files', '*.css'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(tracked.filter((file) => !file.endsWith('.module.css')).sort()).toEqual([
      'app/src/styles/app.css',
    ]);
  });
});
