import { describe, expect, it } from 'vitest';
import { convert } from '../units.ts';
import { facilityAmount } from './facility-amount.ts';

const us = 'united states customary' as const;
const imperial = 'british imperial' as const;

describe('facilityAmount', () => {
  it('gives water in US gallons, fuel in US gallons and gas in therms to a US-customary facility', () => {
    expect(facilityAmount('waterSupply', 3985, 'm³', us)).toEqual({
      amount: convert(3985, 'volume', 'metric', us),
      unit: 'US gal',
    });
    expect(facilityAmount('diesel', 1000, 'L', us)?.unit).toBe('US gal');
    expect(facilityAmount('diesel', 1000, 'L', us)?.amount).toBeCloseTo(264.172, 3);
    expect(facilityAmount('naturalGas', 29307.1, 'kWh', us)?.unit).toBe('thm');
    expect(facilityAmount('naturalGas', 29307.1, 'kWh', us)?.amount).toBeCloseTo(1000, 0);
  });

  it('reads tonnes and kilograms of nitrogen as pounds, keeping what follows the unit', () => {
    expect(facilityAmount('waste', 2, 't', imperial)?.amount).toBeCloseTo(4409.245, 3);
    expect(facilityAmount('waste', 2, 't', imperial)?.unit).toBe('lbs');
    expect(facilityAmount('fertiliserN2O', 100, 'kg N', us)).toEqual({
      amount: convert(100, 'mass', 'metric', us),
      unit: 'lbs N',
    });
  });

  it('adds nothing where the facility reads the factor unit already', () => {
    expect(facilityAmount('waterSupply', 3985, 'm³', 'metric')).toBeNull();
    expect(facilityAmount('electricity', 1000, 'kWh', us)).toBeNull();
    expect(facilityAmount('naturalGas', 1000, 'kWh', imperial)).toBeNull();
    expect(facilityAmount('waste', 1, 'passenger.km', us)).toBeNull();
  });
});
