import { convert } from '@oncourse/engine';
import type { CarbonFootprint, FootprintLine } from './load-insights';

/** The bar a line adds to: one per source, well-to-tank lines together, location-based electricity left out (it is the other method). */
export function barKey(line: FootprintLine): string | null {
  if (line.method === 'location') return null;
  return line.key.startsWith('wellToTank:') ? 'wellToTank' : line.key;
}

/**
 * The headline total's footprint per unit of area in the organisation's own unit: per acre for an
 * imperial facility (t/ha × ha per acre), per hectare for a metric one.
 */
export function perUnitArea(
  footprint: Pick<CarbonFootprint, 'unitSystem'>,
  perHectare: number | null,
): { key: 'insights.perHectare' | 'insights.perAcre'; value: number } | null {
  if (perHectare === null) return null;
  if (footprint.unitSystem === 'metric') return { key: 'insights.perHectare', value: perHectare };
  return { key: 'insights.perAcre', value: perHectare * convert(1, 'area', footprint.unitSystem, 'metric') };
}
