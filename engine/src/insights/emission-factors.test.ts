import { describe, expect, it } from 'vitest';
import {
  countryKey,
  editionFor,
  gridStandInFor,
  locationFactorFor,
  residualMixFor,
  residualMixGapFor,
} from './emission-factors.ts';
import type { FactorEdition, GridFactor, PublishedFactor } from './footprint-types.ts';
import { emissionFactorData } from '../../test/insights-fixtures.ts';
import { syntheticFactors } from '../../test/synthetic-factors.ts';

const data = emissionFactorData();
const edition = (year: number): FactorEdition => {
  const found = data.editions.find((candidate) => candidate.year === year);
  if (!found) throw new Error(`No DESNZ ${year} edition in fixtures/emission-factors`);
  return found;
};

describe('the year rule (synthetic editions 2023 and 2025)', () => {
  it('takes the newest edition at or before the data year', () => {
    expect(editionFor(syntheticFactors, 2023)).toMatchObject({
      entry: { id: 'synthetic-2023' },
      olderThanData: false,
    });
    expect(editionFor(syntheticFactors, 2024).entry.id).toBe('synthetic-2023');
    expect(editionFor(syntheticFactors, 2025).entry.id).toBe('synthetic-2025');
    expect(editionFor(syntheticFactors, 2040).entry.id).toBe('synthetic-2025');
  });

  it('takes the oldest edition for a year older than all of them, and says so', () => {
    expect(editionFor(syntheticFactors, 2018)).toMatchObject({
      entry: { id: 'synthetic-2023' },
      olderThanData: true,
    });
  });

  it('fails clearly when the data holds no edition at all', () => {
    expect(() => editionFor({ ...syntheticFactors, editions: [] }, 2024)).toThrow(/no DESNZ edition/);
  });

  it('applies the same rule per country to grid factors, with no stand-in for a country without one', () => {
    expect(locationFactorFor(syntheticFactors, 'DE', 2023)?.entry.year).toBe(2022);
    expect(locationFactorFor(syntheticFactors, 'DE', 2024)?.entry.year).toBe(2024);
    expect(locationFactorFor(syntheticFactors, 'DE', 2020)).toMatchObject({
      entry: { year: 2022 },
      olderThanData: true,
    });
    expect(residualMixFor(syntheticFactors, 'fr', 2025)?.entry.value).toBe(0.5);
    expect(residualMixFor(syntheticFactors, 'US', 2024)).toBeNull();
    expect(locationFactorFor(syntheticFactors, 'PT', 2024)).toBeNull();
  });

  it('spells the United Kingdom GB', () => {
    expect(countryKey(' uk ')).toBe('GB');
    expect(countryKey('gb')).toBe('GB');
    expect(countryKey('de')).toBe('DE');
  });
});

describe('the published DESNZ editions in fixtures/emission-factors', () => {
  it('holds the 2023, 2024 and 2025 editions; 2026 data uses 2025 and 2019 data uses 2023, marked', () => {
    expect(data.editions.map((candidate) => candidate.id)).toEqual([
      'desnz-2023',
      'desnz-2024',
      'desnz-2025',
    ]);
    // A stored footprint names the data it used: a hash of every factor file.
    expect(data.version).toMatch(/^[0-9a-f]{12}$/);
    expect(editionFor(data, 2026)).toMatchObject({ entry: { id: 'desnz-2025' }, olderThanData: false });
    expect(editionFor(data, 2019)).toMatchObject({ entry: { id: 'desnz-2023' }, olderThanData: true });
  });

  // Values as printed in the published conversion factors (condensed set, column kg CO2e).
  it('DESNZ 2025, Fuels, Liquid fuels > Diesel (average biofuel blend), litres: 2.57082 kg CO2e', () => {
    expect(edition(2025).fuels.diesel).toMatchObject({
      value: 2.57082,
      unit: 'kg CO2e/litre',
      scope: 1,
      year: 2025,
    });
  });

  it('DESNZ 2024, Fuels, Liquid fuels > Diesel (average biofuel blend), litres: 2.51279 kg CO2e', () => {
    expect(edition(2024).fuels.diesel.value).toBe(2.51279);
  });

  it('DESNZ 2024, Fuels, Liquid fuels > Petrol (average biofuel blend), litres: 2.0844 kg CO2e', () => {
    expect(edition(2024).fuels.petrol.value).toBe(2.0844);
  });

  it('DESNZ 2024, Fuels, Gaseous fuels > Natural gas, kWh (Gross CV): 0.1829 kg CO2e', () => {
    expect(edition(2024).fuels.naturalGas).toMatchObject({ value: 0.1829, unit: 'kg CO2e/kWh' });
  });

  it('DESNZ 2024, UK electricity, Electricity generated > Electricity: UK, kWh: 0.20705 kg CO2e', () => {
    expect(edition(2024).electricity.generation).toMatchObject({ value: 0.20705, scope: 2 });
  });

  it('DESNZ 2024, Fuels, Gas oil, Burning oil and LPG, litres: about 2.76, 2.54 and 1.56 kg CO2e (docs/carbon-method.md)', () => {
    // Heating oil (burning oil) and LPG have factors of their own, well below gas oil's.
    expect(edition(2024).fuels.gasOil.value).toBeCloseTo(2.76, 2);
    expect(edition(2024).fuels.burningOil.value).toBeCloseTo(2.54, 2);
    expect(edition(2024).fuels.lpg.value).toBeCloseTo(1.56, 2);
  });

  it('IPCC 2019 Refinement, Tables 11.1 and 11.3, field N2O per kg N: (EF1 + FracGASF·EF4 + FracLEACH·EF5) × 44/28 × GWP 265', () => {
    const expected = (0.01 + 0.11 * 0.01 + 0.24 * 0.011) * (44 / 28) * 265;
    expect(data.fertiliserNitrogen.value).toBeCloseTo(expected, 5);
    expect(data.fertiliserNitrogen.unit).toBe('kg CO2e/kg N');
  });

  it('gives every factor its unit, gas, scope, source, table, row and provenance', () => {
    const all: [string, PublishedFactor][] = data.editions.flatMap((candidate) => [
      ...Object.entries(candidate.fuels).map(
        ([key, f]) => [`${candidate.id} fuels.${key}`, f] as [string, PublishedFactor],
      ),
      ...Object.entries(candidate.electricity).map(
        ([key, f]) => [`${candidate.id} electricity.${key}`, f] as [string, PublishedFactor],
      ),
      ...Object.entries(candidate.wellToTank).map(
        ([key, f]) => [`${candidate.id} wellToTank.${key}`, f] as [string, PublishedFactor],
      ),
      ...Object.entries(candidate.water).map(
        ([key, f]) => [`${candidate.id} water.${key}`, f] as [string, PublishedFactor],
      ),
      ...Object.entries(candidate.waste).map(
        ([key, f]) => [`${candidate.id} waste.${key}`, f] as [string, PublishedFactor],
      ),
    ]);
    all.push(
      ...data.locationBased.map((f) => [`location ${f.country} ${f.year}`, f] as [string, PublishedFactor]),
    );
    all.push(
      ...data.residualMix.map((f) => [`residual ${f.country} ${f.year}`, f] as [string, PublishedFactor]),
    );
    all.push(['fertiliser', data.fertiliserNitrogen]);
    for (const [name, f] of all) {
      expect(f.unit, name).toMatch(/^kg \S+\/(litre|kWh|m³|tonne|kg N)$/);
      expect(Number.isFinite(f.value) && f.value >= 0, name).toBe(true);
      for (const text of [f.gas, f.source, f.table, f.row, f.provenance])
        expect(text.trim().length, name).toBeGreaterThan(0);
    }
  });

  it('puts fuels in Scope 1, grid electricity in Scope 2, and losses, well-to-tank, water and waste in Scope 3', () => {
    for (const candidate of data.editions) {
      for (const f of Object.values(candidate.fuels)) expect(f.scope).toBe(1);
      expect(candidate.electricity.generation.scope).toBe(2);
      expect(candidate.electricity.transmissionDistribution.scope).toBe(3);
      for (const f of [
        ...Object.values(candidate.wellToTank),
        ...Object.values(candidate.water),
        ...Object.values(candidate.waste),
      ])
        expect(f.scope).toBe(3);
    }
  });
});

describe('the published grid factors in fixtures/emission-factors', () => {
  const EU27 = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
  const countries = new Set(data.locationBased.map((f) => f.country));

  it('has a location-based factor for every EU-27 country, Norway, the UK, Switzerland and the US', () => {
    expect([...EU27, 'NO', 'GB', 'CH', 'US'].filter((code) => !countries.has(code))).toEqual([]);
  });

  it('has Iceland from the AIB production mix, and names Switzerland to stand in for Liechtenstein, which has none', () => {
    expect(countries.has('IS')).toBe(true);
    expect(countries.has('LI')).toBe(false);
    expect(gridStandInFor(data, 'LI')).toMatchObject({ country: 'LI', uses: 'CH' });
    expect(gridStandInFor(data, 'LI')?.reason).toMatch(/not a published Liechtenstein figure/);
    // A stand-in only where there is no factor of its own, and only to a country that has one.
    for (const standIn of data.gridStandIns ?? []) {
      expect(countries.has(standIn.country), standIn.country).toBe(false);
      expect(countries.has(standIn.uses), standIn.uses).toBe(true);
    }
  });

  it('has a location-based and a residual-mix factor or a stated reason for every EU-27 and EEA country, the UK, Switzerland and the US', () => {
    const residual = new Set(data.residualMix.map((f) => f.country));
    // Without a residual mix, by what the sources say (SOURCES-grid.md): AT full disclosure,
    // CH none published, LI none published, US out of AIB's scope.
    const noResidualMix = ['AT', 'CH', 'LI', 'US'];
    const all = [...EU27, 'IS', 'LI', 'NO', 'GB', 'CH', 'US'];
    expect(all.filter((code) => !countries.has(code) && !gridStandInFor(data, code))).toEqual([]);
    expect(all.filter((code) => !residual.has(code)).sort()).toEqual(noResidualMix);
  });

  it('keeps one basis per country across its years', () => {
    for (const factors of [data.locationBased, data.residualMix]) {
      const bases = new Map<string, Set<string>>();
      for (const f of factors) bases.set(f.country, (bases.get(f.country) ?? new Set()).add(f.basis));
      for (const [country, set] of bases) expect(set.size, country).toBe(1);
    }
  });

  // The value is the figure its row cites, in the source's unit, converted to kg per kWh.
  const cited = (f: GridFactor): number | null => {
    const last = f.row.split('>').pop()!.trim();
    const match = /^(\d+(?:[.,]\d+)?)\s*(g CO2e?\/kWh|g CO2-eq\/kWh|lb\/MWh)?$/.exec(last);
    if (!match) return null;
    const number = Number(match[1]!.replace(',', '.'));
    if (match[2] === 'lb/MWh') return (number * 0.45359237) / 1000; // 1 lb = 0.45359237 kg
    return number / 1000;
  };

  it('EEA, greenhouse-gas emission intensity of electricity generation, Germany 2023: 316 g CO2e/kWh', () => {
    expect(locationFactorFor(data, 'DE', 2023)?.entry).toMatchObject({ value: 0.316, basis: 'generation' });
  });

  it('AIB European Residual Mixes 2024, Table 2, DE, CO2 (g CO2/kWh): 724.56', () => {
    expect(residualMixFor(data, 'DE', 2024)?.entry.value).toBe(0.72456);
  });

  it("AIB European Residual Mixes 2024 workbook, sheet 'Residual Mixes', row GB, column Q CO2 (g CO2/kWh): 420.756652", () => {
    expect(residualMixFor(data, 'GB', 2024)?.entry.value).toBeCloseTo(420.75665204369722 / 1000, 9);
  });

  it("AIB European Residual Mixes 2024 workbook, sheet 'Production Mix', row IS, column O CO2 (g CO2/kWh): 0.167659", () => {
    expect(locationFactorFor(data, 'IS', 2024)?.entry).toMatchObject({
      basis: 'generation',
      unit: 'kg CO2/kWh',
    });
    expect(locationFactorFor(data, 'IS', 2024)?.entry.value).toBeCloseTo(0.16765891023716145 / 1000, 9);
  });

  // The figures the hand-computed country footprints (footprint.countries.test.ts) multiply by.
  it.each([
    ['GB', 'DESNZ 2024, UK electricity, Electricity generated', 0.20705],
    ['DE', 'EEA indicator, Germany 2024: 291 g CO2e/kWh', 0.291],
    ['FR', 'EEA indicator, France 2024: 36 g CO2e/kWh', 0.036],
    ['SE', 'EEA indicator, Sweden 2024: 6 g CO2e/kWh', 0.006],
    ['PL', 'EEA indicator, Poland 2024: 566 g CO2e/kWh', 0.566],
    ['ES', 'EEA indicator, Spain 2024: 125 g CO2e/kWh', 0.125],
  ])('location-based %s 2024: %s', (country, _row, value) => {
    expect(locationFactorFor(data, country, 2024)?.entry.value).toBe(value);
  });

  it.each([
    ['GB', 420.756652],
    ['DE', 724.56],
    ['FR', 23.52],
    ['SE', 85.52],
    ['PL', 808.3],
    ['ES', 292.2],
  ])(
    "AIB European Residual Mixes 2024, sheet 'Residual Mixes', row %s, column Q CO2: %s g CO2/kWh",
    (country, grams) => {
      expect(residualMixFor(data, country, 2024)?.entry.value).toBeCloseTo(grams / 1000, 6);
    },
  );

  it('does not carry the Dutch 2023 residual mix into 2024 and later, years AIB published none for', () => {
    expect(residualMixFor(data, 'NL', 2023)?.entry.value).toBe(0.37989);
    for (const year of [2024, 2025, 2026]) {
      expect(residualMixFor(data, 'NL', year)).toBeNull();
      expect(residualMixGapFor(data, 'NL', year)?.reason).toMatch(/full disclosure/);
    }
    // A country with a newer mix than its gap, or none recorded, keeps the year rule.
    expect(residualMixGapFor(data, 'DE', 2025)).toBeNull();
    expect(residualMixFor(data, 'GB', 2026)?.entry.year).toBe(2024);
  });

  it('US EPA eGRID2023, U.S. total output emission rate CO2e: 770.884 lb/MWh', () => {
    expect(locationFactorFor(data, 'US', 2023)?.entry.value).toBeCloseTo((770.884 * 0.45359237) / 1000, 6);
  });

  it('holds in each factor the figure its cited row prints', () => {
    const checked = [...data.locationBased, ...data.residualMix].filter((f) => cited(f) !== null);
    expect(checked.length).toBeGreaterThan(100);
    for (const f of checked) expect(f.value, `${f.country} ${f.year} ${f.row}`).toBeCloseTo(cited(f)!, 6);
  });
});
