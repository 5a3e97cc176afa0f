// A vitest reporter that names every skipped test at the end of a run. Tests skip only when this
// machine lacks something they need (pdftotext, a PostgreSQL database, …) and say what in their
// name or in a line of the run's output, so a green run that tested less is never mistaken for a
// full one. With CI set, a skipped test fails the run: CI installs everything the tests need.
import { relative } from 'node:path';

/** @typedef {import('vitest/node').TestModule} TestModule */
/** @typedef {import('vitest/node').Vitest} Vitest */

export default class SkippedTestsReporter {
  /** A run filtered by test name (`-t`) skips the rest on purpose: nothing to report then. */
  filtered = false;
  root = process.cwd();

  /** @param {Vitest} vitest */
  onInit(vitest) {
    this.filtered = vitest.config.testNamePattern !== undefined;
    this.root = vitest.config.root;
  }

  /** @param {ReadonlyArray<TestModule>} testModules */
  onTestRunEnd(testModules) {
    if (this.filtered) return;
    const skipped = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state !== 'skipped') continue;
        const file = relative(this.root, testModule.moduleId);
        skipped.push(`  ${file} › ${test.fullName}${result.note ? ` (${result.note})` : ''}`);
      }
    }
    if (skipped.length === 0) return;
    const ci = Boolean(process.env.CI);
    console.warn(
      [
        '',
        `${skipped.length} test${skipped.length === 1 ? '' : 's'} skipped: this machine lacks what they need (see each name and the lines above):`,
        ...skipped,
        ci
          ? 'CI is set: a skipped test fails the run. Install what they need (.ci/run does).'
          : 'Install what they need to run them; with CI set, skipped tests fail the run.',
        '',
      ].join('\n'),
    );
    if (ci) process.exitCode = 1;
  }
}
