import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmissionFactorData } from '@oncourse/engine';
import { fixturesDir } from '@oncourse/fixtures';

let loaded: EmissionFactorData | undefined;

/** The versioned factor data of fixtures/emission-factors, read once (it changes only with a release). */
export function emissionFactors(): EmissionFactorData {
  loaded ??= JSON.parse(
    readFileSync(join(fixturesDir, 'emission-factors', 'emission-factors.json'), 'utf8'),
  ) as EmissionFactorData;
  return loaded;
}
