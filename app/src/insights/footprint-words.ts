import { convert } from '@oncourse/engine';
import type { CatalogueSnapshot } from '../i18n/catalogue';
import type { CarbonFootprint, FootprintLine, PublishedFactor } from './insights-api';

type Translate = CatalogueSnapshot['t'];

/** Waste streams in the words of the charts; routes in the report's own. */
const WASTE_KEYS: Record<string, string> = {
  general: 'insights.series.general',
  recycling: 'insights.series.recycling',
  glass: 'insights.series.glass',
  food: 'insights.series.food',
  green: 'insights.series.green',
  hazardous: 'insights.series.hazardous',
  other: 'insights.series.other',
  landfill: 'report.waste.landfill',
  composting: 'report.waste.composting',
  energyRecovery: 'report.waste.energyRecovery',
  reuse: 'report.waste.reuse',
};

/** A line's source in words, e.g. "Grid electricity (market-based)", "Well-to-tank: Diesel", "Waste (General waste, landfill)". */
export function lineLabel(line: FootprintLine, t: Translate): string {
  const [head, of] = line.key.split(':');
  const name =
    head === 'wellToTank' && of
      ? t('insights.source.wellToTank', { source: t(`insights.source.${of}`) })
      : t(`insights.source.${line.key}`);
  if (line.method) return `${name} (${t(`insights.basis.${line.method}`)})`;
  if (line.key === 'waste' && line.detail) {
    const parts = line.detail
      .split(':')
      .filter((part) => part !== '*')
      .map((part) => (WASTE_KEYS[part] ? t(WASTE_KEYS[part]) : part));
    return `${name} (${parts.join(', ')})`;
  }
  return name;
}

/** The bar a line adds to: one per source, well-to-tank lines together, location-based electricity left out (it is the other method). */
export function barKey(line: FootprintLine): string | null {
  if (line.method === 'location') return null;
  return line.key.startsWith('wellToTank:') ? 'wellToTank' : line.key;
}

/** A factor's document in short, e.g. "DESNZ 2025, Fuels": the publisher's abbreviation when the source ends with one. */
export function shortSource(factor: PublishedFactor): string {
  const abbreviation = /\(([^()]+)\)\s*$/.exec(factor.source)?.[1] ?? factor.source;
  return `${abbreviation} ${factor.year}, ${factor.table}`;
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
