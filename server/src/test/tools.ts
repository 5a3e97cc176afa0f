// Some tests need a program this machine may lack (pdftotext reads the PDF report back). They skip
// without it, and say so in the run's output, so a green run is not mistaken for a full one.
import { execFileSync } from 'node:child_process';

/**
 * Whether `command` runs here (called with `versionArgs`). When it does not, one line of the run's
 * output names it, what installs it and which tests skip for want of it.
 */
export function hasTool(command: string, versionArgs: string[], install: string, skips: string): boolean {
  try {
    execFileSync(command, versionArgs, { stdio: 'ignore' });
    return true;
  } catch {
    console.warn(`${command} is not installed (${install}): ${skips} are skipped.`);
    return false;
  }
}
