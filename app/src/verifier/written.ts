/** A day as the reader writes it (en-GB: 3 March 2026; de-DE: 3. März 2026); a calendar date stays that day. */
export function dayOf(value: string, locale: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A country's name in the reader's language from its ISO code; the code itself when unknown. */
export function countryName(code: string | null, locale: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    // A code the browser cannot name is shown as the code itself.
    return code;
  }
}
