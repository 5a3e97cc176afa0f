import { describe, expect, it } from 'vitest';
import { unitSymbols } from './unit-symbols.ts';

describe('unitSymbols', () => {
  it('writes the factor library’s unit words as symbols', () => {
    expect(unitSymbols('kg CO2e/litre')).toBe('kg CO2e/L');
    expect(unitSymbols('kg CO2e/tonne')).toBe('kg CO2e/t');
    expect(unitSymbols('kg CO2e/kWh')).toBe('kg CO2e/kWh');
    expect(unitSymbols('kg CO2e/m³')).toBe('kg CO2e/m³');
  });
});
