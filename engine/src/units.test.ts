import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Quantity, UnitSystem } from './model.ts';
import { convert, naturalGasKwh, QUANTITIES, UNIT_SYSTEMS, unitLabel } from './units.ts';

const metric: UnitSystem = 'metric';
const imperial: UnitSystem = 'british imperial';
const us: UnitSystem = 'united states customary';

describe('convert', () => {
  it('uses the exact legal definitions', () => {
    expect(convert(1, 'length', imperial, metric)).toBe(0.9144);
    expect(convert(1, 'distance', us, metric)).toBeCloseTo(1.609344, 12);
    expect(convert(1, 'mass', imperial, metric)).toBe(0.45359237);
    expect(convert(1, 'volume', imperial, metric)).toBe(0.00454609);
    expect(convert(1, 'volume', us, metric)).toBe(0.003785411784);
    expect(convert(1, 'smallArea', us, metric)).toBeCloseTo(0.09290304, 14);
    expect(convert(1, 'area', imperial, metric)).toBeCloseTo(0.40468564224, 14);
    expect(convert(1, 'flowRate', us, metric)).toBeCloseTo(0.22712470704, 14);
  });

  it("reads fuel in litres or the system's gallons, and US gas bills in therms", () => {
    expect(convert(1, 'fuelVolume', imperial, metric)).toBeCloseTo(4.54609, 12);
    expect(convert(1, 'fuelVolume', us, metric)).toBeCloseTo(3.785411784, 12);
    expect(unitLabel('fuelVolume', metric)).toBe('L');
    expect(unitLabel('fuelVolume', us)).toBe('US gal');
    // A therm is 100,000 Btu (EIA); a Btu is 1,055.056 J (NIST SP 811): 29.3071 kWh.
    expect(convert(1, 'gasEnergy', us, metric)).toBeCloseTo(29.3071, 4);
    expect(convert(1, 'gasEnergy', imperial, metric)).toBe(1);
    expect(unitLabel('gasEnergy', us)).toBe('thm');
    expect(unitLabel('gasEnergy', imperial)).toBe('kWh');
  });

  it('reads natural gas in hundreds of cubic feet (ccf) at the US average heat content', () => {
    // EIA: 1,038 Btu per cubic foot (2023), so 1 ccf = 103,800 Btu = 1.038 therms; NIST: 1 Btu = 1,055.056 J.
    expect(naturalGasKwh(1, 'ccf')).toBeCloseTo((103_800 * 1_055.056) / 3_600_000, 12);
    expect(naturalGasKwh(1, 'ccf') / naturalGasKwh(1, 'thm')).toBeCloseTo(1.038, 12);
    expect(naturalGasKwh(1, 'thm')).toBeCloseTo(convert(1, 'gasEnergy', us, metric), 12);
    expect(naturalGasKwh(1_000, 'kWh')).toBe(1_000);
  });

  it('converts the figures a golf facility reports', () => {
    // 1000 m³ of irrigation water is 219,969 imperial and 264,172 US gallons.
    expect(convert(1000, 'volume', metric, imperial)).toBeCloseTo(219_969.2, 1);
    expect(convert(1000, 'volume', metric, us)).toBeCloseTo(264_172.05, 2);
    // A 60 ha course is 148.26 acres; a 6,400 yard course is 5,852.16 metres.
    expect(convert(60, 'area', metric, imperial)).toBeCloseTo(148.263, 3);
    expect(convert(6400, 'length', us, metric)).toBeCloseTo(5852.16, 9);
    expect(convert(1, 'area', metric, imperial)).toBeCloseTo(2.4710538, 7);
  });

  it('leaves imperial and US units that are the same unit alone, and electricity in kWh', () => {
    expect(convert(12.5, 'area', imperial, us)).toBeCloseTo(12.5, 12);
    expect(convert(42_000, 'electricity', metric, us)).toBe(42_000);
    expect(convert(10, 'volume', imperial, us)).toBeCloseTo(12.009499255, 9);
  });

  it('returns the value unchanged within one system', () => {
    for (const quantity of QUANTITIES) expect(convert(7.25, quantity, metric, metric)).toBe(7.25);
  });

  it('converts currency only with a caller-supplied rate', () => {
    expect(convert(100, 'currency', metric, imperial, { rate: 0.85 })).toBeCloseTo(85, 12);
    expect(convert(100, 'currency', us, us)).toBe(100);
    expect(() => convert(100, 'currency', metric, us)).toThrow(RangeError);
    expect(() => convert(100, 'currency', metric, us, { rate: 0 })).toThrow(/exchange rate/);
  });

  it('rejects unknown systems and quantities', () => {
    expect(() => convert(1, 'volume', 'nautical' as UnitSystem, metric)).toThrow(RangeError);
    expect(() => convert(1, 'speed' as Quantity, metric, imperial)).toThrow(RangeError);
  });

  it('round-trips every quantity between every pair of systems (property)', () => {
    const physical = QUANTITIES.filter((quantity) => quantity !== 'currency');
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom(...physical),
        fc.constantFrom(...UNIT_SYSTEMS),
        fc.constantFrom(...UNIT_SYSTEMS),
        (value, quantity, from, to) => {
          const back = convert(convert(value, quantity, from, to), quantity, to, from);
          expect(Math.abs(back - value)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(value)));
        },
      ),
    );
  });

  it('round-trips currency with a rate and its inverse (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (value, rate) => {
          const back = convert(convert(value, 'currency', metric, us, { rate }), 'currency', us, metric, {
            rate: 1 / rate,
          });
          expect(Math.abs(back - value)).toBeLessThanOrEqual(1e-9 * Math.max(1, value));
        },
      ),
    );
  });
});

describe('unitLabel', () => {
  it('labels metric units (docs/languages-units-themes.md#units)', () => {
    expect(
      ['area', 'volume', 'mass', 'currency', 'distance', 'smallArea', 'length'].map((q) =>
        unitLabel(q as Quantity, metric),
      ),
    ).toEqual(['ha', 'm³', 'kg', 'EUR', 'km', 'm²', 'm']);
  });

  it('labels british imperial units', () => {
    expect(
      ['area', 'volume', 'mass', 'currency', 'length', 'distance', 'smallArea'].map((q) =>
        unitLabel(q as Quantity, imperial),
      ),
    ).toEqual(['ac', 'gal', 'lbs', 'GBP', 'yd', 'mi', 'ft²']);
  });

  it('labels US customary as imperial but with dollar and US gallon', () => {
    expect(unitLabel('currency', us)).toBe('USD');
    expect(unitLabel('volume', us)).toBe('US gal');
    expect(unitLabel('flowRate', us)).toBe('US gal/min');
    for (const quantity of ['area', 'mass', 'length', 'distance', 'smallArea', 'electricity'] as const) {
      expect(unitLabel(quantity, us)).toBe(unitLabel(quantity, imperial));
    }
  });

  it('has flow rate and electricity labels in every system', () => {
    expect(unitLabel('flowRate', metric)).toBe('m³/h');
    expect(unitLabel('flowRate', imperial)).toBe('gal/min');
    expect(unitLabel('electricity', metric)).toBe('kWh');
  });

  it('rejects unknown systems', () => {
    expect(() => unitLabel('area', 'imperial' as UnitSystem)).toThrow(RangeError);
  });
});
