// Type-checks every workspace with its own tsconfig; one failing package fails the run.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
const packages = ['engine', 'openapi', 'renderers', 'server', 'app', 'fixtures', 'tests', 'stories'];
let failed = false;
// A workspace with no TypeScript yet (stories/ before its first story) has nothing to check.
const hasSources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory()
      ? entry.name !== 'node_modules' && hasSources(`${dir}/${entry.name}`)
      : /\.tsx?$/.test(entry.name),
  );
for (const name of packages) {
  if (!hasSources(name)) continue;
  try {
    execFileSync('npx', ['tsc', '-p', `${name}/tsconfig.json`], { stdio: 'inherit' });
  } catch {
    failed = true;
    console.error(`typecheck failed: ${name}`);
  }
}
process.exit(failed ? 1 : 0);
