/** The first year annual data can be recorded for. */
export const FIRST_ANNUAL_DATA_YEAR = 2015;

/**
 * The years an organisation can record annual data for (docs/annual-data.md#what-is-stored "Years list entries have key
 * and value"): from the programme's first year to the current one, newest first.
 */
export function annualDataYears(now: Date = new Date()): { key: string; value: number }[] {
  const years: { key: string; value: number }[] = [];
  for (let year = now.getUTCFullYear(); year >= FIRST_ANNUAL_DATA_YEAR; year--) {
    years.push({ key: String(year), value: year });
  }
  return years;
}
