import { formatDate } from '@oncourse/engine/locale';
/** A day as the reader writes it (en-GB: 3 March 2026; de-DE: 3. März 2026); a calendar date stays that day. */
export function dayOf(value: string, locale: string): string {
  return formatDate(value, locale);
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
