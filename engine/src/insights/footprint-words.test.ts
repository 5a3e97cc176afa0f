import { describe, expect, it } from 'vitest';
import { convert } from '../units.ts';
import { factorShortSource, footprintLineLabel, perUnitArea, type Translate } from './footprint-words.ts';

// A catalogue that shows which key it was asked for, with its values.
const t: Translate = (key, values) =>
  values
    ? `${key}{${Object.entries(values)
        .map(([name, value]) => `${name}=${value}`)
        .join(',')}}`
    : key;

describe('footprint lines in words, the same on the page and in the PDF', () => {
  it('names a source, and a well-to-tank line by the source it belongs to', () => {
    expect(footprintLineLabel({ key: 'diesel' }, t)).toBe('insights.source.diesel');
    expect(footprintLineLabel({ key: 'wellToTank:naturalGas' }, t)).toBe(
      'insights.source.wellToTank{source=insights.source.naturalGas}',
    );
  });

  it('says the method of an electricity line, and the share certificates cover on the market-based one', () => {
    expect(footprintLineLabel({ key: 'electricity', method: 'location', detail: null }, t)).toBe(
      'insights.source.electricity (insights.basis.location)',
    );
    expect(footprintLineLabel({ key: 'electricity', method: 'market', detail: 'covered:40' }, t)).toBe(
      'insights.source.electricity (insights.basis.market, insights.coveredShare{percent=40})',
    );
  });

  it('names a waste line by stream and route, and by route alone for the any-stream factor', () => {
    expect(footprintLineLabel({ key: 'waste', detail: 'glass:recycling' }, t)).toBe(
      'insights.source.waste (insights.series.glass, insights.route.recycling)',
    );
    expect(footprintLineLabel({ key: 'waste', detail: '*:energyRecovery' }, t)).toBe(
      'insights.source.waste (insights.route.energyRecovery)',
    );
  });

  it('shortens a source to its publisher, year and table', () => {
    const desnz = 'UK Government GHG Conversion Factors for Company Reporting 2025 (DESNZ)';
    expect(factorShortSource({ source: desnz, table: 'Fuels', year: 2025 })).toBe('DESNZ 2025, Fuels');
    expect(
      factorShortSource({
        source: 'AIB European Residual Mixes 2024',
        table: 'Table 2: Residual mix emission factors of each country, 2024',
        year: 2024,
      }),
    ).toBe('AIB 2024');
    expect(
      factorShortSource({ source: 'Norwegian Energy Directorate', table: 'Electricity', year: 2023 }),
    ).toBe('Norwegian Energy 2023, Electricity');
  });

  it('names a DESNZ table in the reader’s words when given a catalogue, and keeps other tables as published', () => {
    const desnz = 'UK Government GHG Conversion Factors for Company Reporting 2025 (DESNZ)';
    const german: Translate = (key) =>
      key === 'insights.factorTable.waterSupply' ? 'Wasserversorgung' : key;
    expect(factorShortSource({ source: desnz, table: 'Water supply', year: 2025 }, german)).toBe(
      'DESNZ 2025, Wasserversorgung',
    );
    expect(
      factorShortSource({ source: 'Norwegian Energy Directorate', table: 'Electricity', year: 2023 }, german),
    ).toBe('Norwegian Energy 2023, Electricity');
  });
});

describe('perUnitArea', () => {
  it('gives an imperial facility its footprint per acre, smaller than per hectare by the acre', () => {
    const acreInHectares = convert(1, 'area', 'british imperial', 'metric');
    expect(perUnitArea(2, 'british imperial')).toEqual({
      key: 'insights.perAcre',
      value: 2 * acreInHectares,
    });
    expect(perUnitArea(2, 'united states customary')?.value).toBeLessThan(2);
  });

  it('keeps a metric facility per hectare, and gives nothing without an area', () => {
    expect(perUnitArea(2, 'metric')).toEqual({ key: 'insights.perHectare', value: 2 });
    expect(perUnitArea(null, 'british imperial')).toBeNull();
  });
});
