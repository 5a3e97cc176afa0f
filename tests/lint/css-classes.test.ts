// Two global stylesheets may not define the same class (scripts/check-css-classes.mjs, part of
// `npm run lint`): whichever loads last would restyle the other feature's elements. This plants a
// duplicate in a folder of its own and checks the script fails on it, names the class and both
// files, lets a CSS Module reuse the name, and passes on the repository itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { classesOf } from '../../scripts/check-css-classes.mjs';

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

const check = (folder?: string) =>
  spawnSync(process.execPath, folder ? [script, folder] : [script], { encoding: 'utf8' });

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the duplicate CSS class check', () => {
  it('fails when two global stylesheets define the same class, naming it and both files', () => {
    const folder = planted({
      'app/src/reviews/reviews.css': '.tile { display: flex; }\n',
      'app/src/dashboard/dashboard.css': '.grid .tile:hover { color: red; }\n',
    });
    const run = check(folder);
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
    expect(check(folder).status).toBe(0);
  });

  it('reads classes from selectors only, not from keyframe steps or quoted attribute values', () => {
    const css = "@keyframes pop { 0.5% { opacity: 0; } }\na[href$='.pdf'] .file-link__name, .x:not(.y) {}";
    expect([...classesOf(css)].sort()).toEqual(['file-link__name', 'x', 'y']);
  });

  it('passes on the repository', () => {
    const run = check();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // The repository's global stylesheets are the app's and the form theme's: everything else is a module.
    const tracked = execFileSync('git', ['ls-files', '*.css'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(tracked.filter((file) => !file.endsWith('.module.css')).sort()).toEqual([
      'app/src/styles/app.css',
      'renderers/src/form-theme/form-theme.css',
    ]);
  });
});
