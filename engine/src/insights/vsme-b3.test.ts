// A year's figures as EFRAG VSME basic module B3 (docs/carbon-method.md#reporting-frameworks-vsme-b3),
// over the PUBLISHED factors, computed by hand: §29 energy in MWh, renewable and not; §30 gross
// emissions, Scope 1 plus location-based Scope 2; §31 intensity per euro of turnover.
import { describe, expect, it } from 'vitest';
import type { Answer } from '../model.ts';
import { ANNUAL_DATA_OPTIONS as O, ANNUAL_DATA_QUESTIONS as Q } from './annual-data-map.ts';
import { footprint } from './footprint.ts';
import { kWhPerLitre, vsmeB3 } from './vsme-b3.ts';
import { emissionFactorData } from '../../test/insights-fixtures.ts';
import { answer } from '../../test/builders.ts';

const data = emissionFactorData();
const desnz = (year: number) => data.editions.find((edition) => edition.year === year)!;
const GRID_GB_2024 = data.locationBased.find((f) => f.country === 'GB' && f.year === 2024)!.value;
const number = (value: number): Answer => answer({ complete: true, value, unitMeasurementType: 'metric' });

/** 185,000 kWh from the grid, 40 % certified; 95,000 kWh gas, 1,200 L heating oil, 8,000 L diesel, 1,500 L petrol. */
const answers = {
  [Q.electricity.grid]: number(185_000),
  [Q.electricity.contract]: answer({ complete: true, value: O.contract.partRenewable }),
  [Q.electricity.renewableShare]: answer({ complete: true, value: 40 }),
  [Q.naturalGas]: number(95_000),
  [Q.heatingOil]: number(1_200),
  [Q.fuel.grid]: answer({
    complete: true,
    rows: [
      { id: 'diesel', values: { [Q.fuel.type]: 55018, [Q.fuel.litres]: 8_000 } },
      { id: 'petrol', values: { [Q.fuel.type]: 55019, [Q.fuel.litres]: 1_500 } },
    ],
  }),
};
const input = { answers, year: 2024, country: 'GB', unitSystem: 'metric' as const, holes: 18, hectares: 60 };

describe('VSME B3 of a GB facility, 2024', () => {
  const edition = desnz(2024);
  const result = footprint(input, data);
  const b3 = vsmeB3(result, edition, { selfGeneratedKWh: 12_000, turnoverEuro: 1_250_000 });
  const f = edition.fuels;
  const gross = edition.fuelsPerKWh!;

  it('gives a litre of fuel its kWh by gross calorific value: the factor per litre over the factor per kWh (Gross CV)', () => {
    // DESNZ 2024, Fuels: diesel (average biofuel blend) 2.51279 kg CO2e/L and 0.23902 kg CO2e/kWh (Gross CV).
    expect(kWhPerLitre(edition, 'diesel')).toBeCloseTo(2.51279 / 0.23902, 9);
    expect(kWhPerLitre(edition, 'gasOil')).toBeCloseTo(f.gasOil.value / gross.gasOil.grossCv.value, 9);
  });

  it('§29: electricity as billed, the certified 40 % renewable, the rest not; fuels non-renewable, in MWh', () => {
    expect(b3.energy.electricity).toEqual({ renewable: 74, nonRenewable: 111, total: 185 });
    const fuelsKWh =
      95_000 +
      (1_200 * f.burningOil.value) / gross.burningOil.grossCv.value +
      (8_000 * f.diesel.value) / gross.diesel.grossCv.value +
      (1_500 * f.petrol.value) / gross.petrol.grossCv.value;
    expect(b3.energy.fuels.renewable).toBe(0);
    expect(b3.energy.fuels.nonRenewable).toBeCloseTo(fuelsKWh / 1000, 9);
    expect(b3.energy.total.renewable).toBe(74);
    expect(b3.energy.total.total).toBeCloseTo(185 + fuelsKWh / 1000, 9);
    expect(b3.fuelsWithoutEnergy).toEqual([]);
    // Generated on site: beside the table, not in its electricity row "as reflected in utility billings".
    expect(b3.selfGeneratedMWh).toBe(12);
  });

  it('§30: gross emissions are Scope 1 plus location-based Scope 2; §31: over the turnover in euro', () => {
    const scope1 =
      (8_000 * f.diesel.value +
        1_500 * f.petrol.value +
        1_200 * f.burningOil.value +
        95_000 * f.naturalGas.value) /
      1000;
    const location = (185_000 * GRID_GB_2024) / 1000;
    expect(b3.scope1).toBeCloseTo(scope1, 9);
    expect(b3.scope2Location).toBeCloseTo(location, 9);
    expect(b3.gross).toBeCloseTo(scope1 + location, 9);
    expect(b3.grossMarket).toBeCloseTo(scope1 + result.market.scope2, 9);
    expect(b3.intensity).toBeCloseTo((scope1 + location) / 1_250_000, 15);
  });

  it('gives no intensity without a turnover, and leaves out a fuel whose edition has no energy per kWh', () => {
    const { fuelsPerKWh, ...older } = edition;
    void fuelsPerKWh;
    const without = vsmeB3(result, older, { selfGeneratedKWh: null, turnoverEuro: null });
    expect(without.intensity).toBeNull();
    expect(without.selfGeneratedMWh).toBeNull();
    expect([...without.fuelsWithoutEnergy].sort()).toEqual(['burningOil', 'diesel', 'petrol']);
    expect(without.energy.fuels.total).toBe(95);
  });
});
