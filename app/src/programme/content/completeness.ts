/**
 * A translation completeness as staff read it: "de 100 %, sv 60 %" (in the reader's way of writing
 * per cent), languages in the order given (docs/programme-console.md#content).
 */
export function completenessText(completeness: Record<string, number>, locale: string): string {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return Object.entries(completeness)
    .map(([language, share]) => `${language} ${percent.format(share / 100)}`)
    .join(', ');
}
