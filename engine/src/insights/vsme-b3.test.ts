// A year's figures as EFRAG VSME basic module B3 (docs/carbon-method.md#reporting-frameworks-vsme-b3),
// over the PUBLISHED factors, computed by hand: §29 energy in MWh, renewable and not; §30 gross
// emissions, Scope 1 plus location-based Scope 2; §31 intensity, gross emissions over turnover.
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
  const b3 = vsmeB3(result, edition, {
    selfGeneratedKWh: 12_000,
    turnover: { amount: 1_250_000, currency: 'GBP' },
  });
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

  it('§30: gross emissions are Scope 1 plus location-based Scope 2; §31: over the turnover, per million', () => {
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
    // 1.25 million pounds of turnover: t CO2e per million GBP, the currency named beside it.
    expect(b3.intensity).toBeCloseTo((scope1 + location) / 1.25, 9);
    expect(b3.turnover).toEqual({ amount: 1_250_000, currency: 'GBP' });
  });

  it('gives no intensity without a turnover, and leaves out a fuel whose edition has no energy per kWh', () => {
    const { fuelsPerKWh, ...older } = edition;
    void fuelsPerKWh;
    const without = vsmeB3(result, older, { selfGeneratedKWh: null, turnover: null });
    expect(without.intensity).toBeNull();
    expect(without.selfGeneratedMWh).toBeNull();
    expect([...without.fuelsWithoutEnergy].sort()).toEqual(['burningOil', 'diesel', 'petrol']);
    expect(without.energy.fuels.total).toBe(95);
  });
});

describe('VSME B3 §31: GHG intensity, gross emissions over turnover', () => {
  // VSME (December 2024) §31: "dividing 'gross greenhouse gas (GHG) emissions' disclosed under
  // paragraph 30 by 'turnover (in Euro)' disclosed under paragraph 24(e)(iv)"; stated per million.
  const gridOnly = footprint(
    { ...input, country: 'DE', answers: { [Q.electricity.grid]: number(200_000) } },
    data,
  );
  const GRID_DE_2024 = data.locationBased.find((f) => f.country === 'DE' && f.year === 2024)!.value;
  const edition = desnz(2024);

  it('gives 200 MWh of German grid electricity over EUR 2.5 million as t CO2e per million euro', () => {
    const b3 = vsmeB3(gridOnly, edition, {
      selfGeneratedKWh: null,
      turnover: { amount: 2_500_000, currency: 'EUR' },
    });
    const gross = (200_000 * GRID_DE_2024) / 1000;
    expect(b3.gross).toBeCloseTo(gross, 9);
    expect(b3.intensity).toBeCloseTo(gross / 2.5, 9);
  });

  it('divides the location-based gross, not the market-based one, whatever the tariff', () => {
    const b3 = vsmeB3(footprint(input, data), edition, {
      selfGeneratedKWh: null,
      turnover: { amount: 1_000_000, currency: 'EUR' },
    });
    expect(b3.grossMarket).not.toBeCloseTo(b3.gross, 3);
    expect(b3.intensity).toBeCloseTo(b3.gross, 9);
  });

  it('leaves the intensity empty for a turnover of zero', () => {
    const b3 = vsmeB3(gridOnly, edition, {
      selfGeneratedKWh: null,
      turnover: { amount: 0, currency: 'EUR' },
    });
    expect(b3.intensity).toBeNull();
    expect(b3.turnover).toBeNull();
  });
});
