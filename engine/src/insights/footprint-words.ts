import type { UnitSystem } from '../model.ts';
import { convert } from '../units.ts';
import type { FootprintLine, FootprintNote, PublishedFactor } from './footprint-types.ts';

/** Looks up a catalogue text by key, with values for its placeholders (the app's and the server's own). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A footprint line as the engine or the contract has it (the contract writes absent fields as null). */
export type LineForWords = Pick<FootprintLine, 'key'> & {
  method?: FootprintLine['method'] | null;
  detail?: string | null;
};

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

/** A travel line's mode (`car`, `carSharing:<people>`, `publicTransport`) in words, e.g. "shared car, 2 people". */
function travelModeLabel(detail: string, t: Translate): string {
  const [mode = '', people] = detail.split(':');
  return people
    ? t(`insights.travelMode.${mode}`, { people: Number(people) })
    : t(`insights.travelMode.${mode}`);
}

/**
 * A footprint line in the reader's words, the same on the page and in the PDF (docs/carbon-method.md):
 * "Grid electricity (market-based, 40 % certified renewable)", "Well-to-tank: Diesel",
 * "Waste (General waste, landfill)", "Visitors' travel (shared car, 2 people)".
 */
export function footprintLineLabel(line: LineForWords, t: Translate): string {
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
  if ((line.key === 'visitorTravel' || line.key === 'staffCommuting') && line.detail)
    return `${name} (${travelModeLabel(line.detail, t)})`;
  return name;
}

/**
 * The factor tables whose names the short source shows (the DESNZ workbook's sheets), each with the
 * catalogue key of its name in the reader's words; the full source, table and row stay verbatim in
 * "Where each factor comes from", where an auditor finds them again (docs/carbon-method.md#what-a-line-shows).
 */
const TABLE_KEYS: Readonly<Record<string, string>> = {
  Fuels: 'insights.factorTable.fuels',
  'WTT- fuels': 'insights.factorTable.wttFuels',
  'UK electricity': 'insights.factorTable.ukElectricity',
  'WTT- UK electricity': 'insights.factorTable.wttUkElectricity',
  'Transmission and distribution': 'insights.factorTable.transmissionDistribution',
  'Water supply': 'insights.factorTable.waterSupply',
  'Water treatment': 'insights.factorTable.waterTreatment',
  'Waste disposal': 'insights.factorTable.wasteDisposal',
  'Business travel- land': 'insights.factorTable.businessTravelLand',
};

/**
 * A factor's document in short, e.g. "DESNZ 2025, Fuels", "AIB 2024", "IPCC 2019": the
 * publisher's abbreviation where the source names one in brackets near its start, else its
 * leading capitals (IPCC, US EPA), else its first two words; the data year; and the table when
 * its name is short enough to read in a column, in the reader's words when `t` is given and the
 * table is one of TABLE_KEYS.
 */
export function factorShortSource(
  factor: Pick<PublishedFactor, 'source' | 'table' | 'year'>,
  t?: Translate,
): string {
  const bracketed = /\(([A-Z][A-Za-z]{1,9})\)/.exec(factor.source.slice(0, 80))?.[1];
  const capitals = /^[A-Z]{2,}(?:\s+[A-Z]{2,})*(?=\s)/.exec(factor.source)?.[0];
  const publisher = bracketed ?? capitals ?? factor.source.split(/\s+/).slice(0, 2).join(' ');
  const year = `${publisher} ${factor.year}`;
  const key = TABLE_KEYS[factor.table];
  const table = key && t ? t(key) : factor.table;
  return factor.table.length <= 32 ? `${year}, ${table}` : year;
}

/**
 * The numbers (from 1, in the order of the footprint's notes) of the notes that concern one line, so
 * the page and the report mark the line itself with them: an auditor sees which figure a fallback,
 * an earlier year's factor or a CO2-only factor touches (docs/carbon-method.md#what-a-line-shows).
 */
export function lineNoteNumbers(
  footprintNotes: readonly FootprintNote[],
  line: { notes: readonly FootprintNote[] },
): number[] {
  return footprintNotes.flatMap((note, index) => (line.notes.includes(note) ? [index + 1] : []));
}

/** Whether a line's factor counts CO2 only, so its tonnes are labelled CO2, not CO2e (docs/carbon-method.md#gases). */
export function lineCountsCo2Only(line: { notes: readonly FootprintNote[] }): boolean {
  return line.notes.includes('co2Only');
}

/** The parts of a market-based line the words below read, as the engine or the contract has them. */
export interface MarketLineForWords {
  marketSteps?: readonly { step: string; kWh: number }[] | null;
  certificates?: { kWh: number; type: string | null; country: string | null; document: string } | null;
}

/**
 * Which step of the Scope 2 market-based hierarchy each kWh took, in the reader's words, the same
 * on the page and in the PDF (docs/carbon-method.md#scope-2-both-ways): "60,000 kWh with
 * certificates (0 kg)", "40,000 kWh at the supplier's rate"; none for any other line.
 */
export function marketStepWords(
  line: MarketLineForWords,
  t: Translate,
  kWh: (amount: number) => string,
): string[] {
  return (line.marketSteps ?? []).map((step) =>
    t(`insights.marketStep.${step.step}`, { kWh: kWh(step.kWh) }),
  );
}

/**
 * The certificates a market-based line counts, as the facility entered them: volume, type, issuing
 * country and document (docs/carbon-method.md#scope-2-both-ways); null when it counts none by volume.
 */
export function certificateWords(
  line: MarketLineForWords,
  t: Translate,
  kWh: (amount: number) => string,
): string | null {
  const held = line.certificates;
  if (!held) return null;
  const parts = [
    `${kWh(held.kWh)} kWh`,
    held.type ? t(`insights.certificateType.${held.type}`) : null,
    held.country ? t('insights.certificateCountry', { country: held.country }) : null,
    held.document,
  ].filter((part) => part !== null);
  return t('insights.certificatesHeld', { details: parts.join(', ') });
}

/**
 * The footprint per unit of area in the organisation's own unit, with the catalogue key that names
 * it: per acre for an imperial facility (t/ha × ha per acre), per hectare otherwise
 * (docs/benchmarks-and-targets.md#what-is-stored keeps figures per hectare).
 */
export function perUnitArea(
  perHectare: number | null,
  unitSystem: UnitSystem,
): { key: 'insights.perHectare' | 'insights.perAcre'; value: number } | null {
  if (perHectare === null) return null;
  if (unitSystem === 'metric') return { key: 'insights.perHectare', value: perHectare };
  return { key: 'insights.perAcre', value: perHectare * convert(1, 'area', unitSystem, 'metric') };
}
