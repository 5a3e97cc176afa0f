import { convert } from '@oncourse/engine';
import type { CatalogueSnapshot } from '../i18n/catalogue';
import type { CarbonFootprint, FootprintLine, PublishedFactor } from './insights-api';

type Translate = CatalogueSnapshot['t'];

/** Waste streams in the words of the charts. */
const STREAM_KEYS: Record<string, string> = {
  general: 'insights.series.general',
  recycling: 'insights.series.recycling',
  glass: 'insights.series.glass',
  food: 'insights.series.food',
  green: 'insights.series.green',
  hazardous: 'insights.series.hazardous',
  other: 'insights.series.other',
};

/** A waste factor key (`stream:route`, `*` for any stream) in words, e.g. "Glass, recycling". */
function wasteLabel(detail: string, t: Translate): string {
  const [stream, route] = detail.split(':');
  const streamKey = stream ? STREAM_KEYS[stream] : undefined;
  return [streamKey ? t(streamKey) : null, route ? t(`insights.route.${route}`) : null]
    .filter((part) => part !== null)
    .join(', ');
}

/** A line's source in words, e.g. "Grid electricity (market-based)", "Well-to-tank: Diesel", "Waste (General waste, landfill)". */
export function lineLabel(line: FootprintLine, t: Translate): string {
  const [head, of] = line.key.split(':');
  const name =
    head === 'wellToTank' && of
      ? t('insights.source.wellToTank', { source: t(`insights.source.${of}`) })
      : t(`insights.source.${line.key}`);
  if (line.method) {
    // The market-based line says how much of the electricity certificates or a PPA cover (`covered:40`).
    const covered = Number(/^covered:([\d.]+)$/.exec(line.detail ?? '')?.[1] ?? 0);
    const basis = t(`insights.basis.${line.method}`);
    return covered > 0
      ? `${name} (${basis}, ${t('insights.coveredShare', { percent: covered })})`
      : `${name} (${basis})`;
  }
  if (line.key === 'waste' && line.detail) return `${name} (${wasteLabel(line.detail, t)})`;
  return name;
}

/** The bar a line adds to: one per source, well-to-tank lines together, location-based electricity left out (it is the other method). */
export function barKey(line: FootprintLine): string | null {
  if (line.method === 'location') return null;
  return line.key.startsWith('wellToTank:') ? 'wellToTank' : line.key;
}

/**
 * A factor's document in short, e.g. "DESNZ 2025, Fuels", "AIB 2024", "IPCC 2019": the
 * publisher's abbreviation where the source names one in brackets near its start, else its
 * leading capitals (IPCC, US EPA), else its first two words; the data year; and the table when
 * its name is short enough to read in a column.
 */
export function shortSource(factor: PublishedFactor): string {
  const bracketed = /\(([A-Z][A-Za-z]{1,9})\)/.exec(factor.source.slice(0, 80))?.[1];
  const capitals = /^[A-Z]{2,}(?:\s+[A-Z]{2,})*(?=\s)/.exec(factor.source)?.[0];
  const publisher = bracketed ?? capitals ?? factor.source.split(/\s+/).slice(0, 2).join(' ');
  const year = `${publisher} ${factor.year}`;
  return factor.table.length <= 32 ? `${year}, ${factor.table}` : year;
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
