import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** The figures' numbers, dates and country names in the reader's language. */
export function useFigureWords() {
  const { t, locale } = useTranslation();
  return useMemo(() => {
    const counts = new Intl.NumberFormat(locale);
    const tonnes = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const regions = new Intl.DisplayNames([locale], { type: 'region' });
    return {
      count: (value: number) => counts.format(value),
      /** Tonnes CO2e; a dash where there is no figure (no holes to divide by). */
      tonnes: (value: number | null) => (value === null ? '–' : tonnes.format(value)),
      percent: (share: number | null) => (share === null ? '–' : percents.format(share)),
      date: (day: string) => dates.format(new Date(`${day}T00:00:00Z`)),
      country: (code: string | null) =>
        code === null ? t('programme.figures.noCountry') : (regions.of(code) ?? code),
    };
  }, [t, locale]);
}
