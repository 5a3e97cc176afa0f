import type { VsmeB3 } from '@oncourse/engine';
import type { Text } from '../reference/catalogue.ts';

/**
 * What the report and the export say beside VSME B3's intensity (docs/carbon-method.md#reporting-frameworks-vsme-b3):
 * why it is empty, or that its turnover is not in the euro §31 divides by (it is not converted);
 * nothing for a turnover in euro.
 */
export function intensityNote(b3: VsmeB3, t: Text): string {
  if (b3.turnover === null) return t('export.vsme.noTurnover');
  return b3.turnover.currency === 'EUR' ? '' : t('export.vsme.notEuro', { currency: b3.turnover.currency });
}
