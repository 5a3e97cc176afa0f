// The factor library keeps its sources' wording ("kg CO2e/litre", "kg CO2e/tonne") so a factor can
// be found again in its table; a reader sees symbols, which read the same in every language
// (docs/languages-units-themes.md#units).
const SYMBOLS: Readonly<Record<string, string>> = { litre: 'L', litres: 'L', tonne: 't', tonnes: 't' };

/** A published factor's unit with its English unit words written as symbols: 'kg CO2e/litre' → 'kg CO2e/L'. */
export function unitSymbols(unit: string): string {
  return unit.replace(/\b(litres?|tonnes?)\b/g, (word) => SYMBOLS[word] ?? word);
}
