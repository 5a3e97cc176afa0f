import { formatPercent } from '@oncourse/engine/locale';
/**
 * A translation completeness as staff read it: "de 100 %, sv 60 %" (in the reader's way of writing
 * per cent), languages in the order given (docs/programme-console.md#content).
 */
export function completenessText(completeness: Record<string, number>, locale: string): string {
  return Object.entries(completeness)
    .map(([language, share]) => `${language} ${formatPercent(share, locale)}`)
    .join(', ');
}
