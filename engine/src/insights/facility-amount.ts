import type { Quantity, UnitSystem } from '../model.ts';
import { convert, unitLabel } from '../units.ts';

/**
 * The quantity each activity unit of the factor library measures, and how many of the metric
 * unit of that quantity one of it is: a line's amount stays in its factor's unit (so the factor
 * applies as published), and is also given in the facility's own units (docs/carbon-method.md#what-a-line-shows).
 */
const ACTIVITY_UNITS: Readonly<Record<string, { quantity: Quantity; metricPerUnit: number }>> = {
  L: { quantity: 'fuelVolume', metricPerUnit: 1 },
  'm³': { quantity: 'volume', metricPerUnit: 1 },
  kg: { quantity: 'mass', metricPerUnit: 1 },
  // The metric unit of mass is the kilogram: a tonne is 1,000 of them.
  t: { quantity: 'mass', metricPerUnit: 1000 },
  // Vehicle km of travel (DESNZ car factors): miles where the facility counts in miles.
  km: { quantity: 'distance', metricPerUnit: 1 },
};

/** Natural gas is billed in therms where the facility counts in US units; electricity stays in kWh everywhere. */
const GAS_LINES = new Set(['naturalGas', 'wellToTank:naturalGas']);

/**
 * A footprint line's amount in the facility's unit system: null when it reads the same there
 * (metric, kWh of electricity, a unit the table does not know). `amountUnit` is the factor's
 * activity unit with what follows it kept ("kg N" → "lbs N").
 */
export function facilityAmount(
  key: string,
  amount: number,
  amountUnit: string,
  system: UnitSystem,
): { amount: number; unit: string } | null {
  if (system === 'metric') return null;
  const [base = '', ...rest] = amountUnit.split(' ');
  const known =
    base === 'kWh' && GAS_LINES.has(key)
      ? { quantity: 'gasEnergy' as const, metricPerUnit: 1 }
      : ACTIVITY_UNITS[base];
  if (!known) return null;
  const unit = [unitLabel(known.quantity, system), ...rest].join(' ');
  if (unit === amountUnit) return null;
  return { amount: convert(amount * known.metricPerUnit, known.quantity, 'metric', system), unit };
}
