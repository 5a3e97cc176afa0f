// Type-checks every workspace with its own tsconfig; one failing package fails the run.
import { execFileSync } from 'node:child_process';
const packages = ['engine', 'openapi', 'renderers', 'server', 'app', 'fixtures', 'tests', 'stories'];
let failed = false;
for (const name of packages) {
  try {
    execFileSync('npx', ['tsc', '-p', `${name}/tsconfig.json`], { stdio: 'inherit' });
  } catch {
    failed = true;
    console.error(`typecheck failed: ${name}`);
  }
}
process.exit(failed ? 1 : 0);
