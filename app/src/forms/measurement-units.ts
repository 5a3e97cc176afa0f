import type { MeasurementUnit } from '../session/types';
import { option, type Text } from './form-config';

const MEASUREMENT_UNITS: readonly MeasurementUnit[] = [
  'metric',
  'british imperial',
  'united states customary',
];

const UNIT_KEYS: Record<MeasurementUnit, string> = {
  metric: 'units.metric',
  'british imperial': 'units.britishImperial',
  'united states customary': 'units.unitedStatesCustomary',
};

/** The unit systems as dropdown options (docs/accounts.md#what-is-stored), for every form that asks for one. */
export function measurementUnitOptions(t: Text): { const: MeasurementUnit; title: string }[] {
  return MEASUREMENT_UNITS.map((unit) => option(unit, t(UNIT_KEYS[unit])));
}
