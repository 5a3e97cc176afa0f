import { formatDate, formatNumber, formatPercent } from '@oncourse/engine/locale';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** The figures' numbers, dates and country names in the reader's language. */
export function useFigureWords() {
  const { t, locale } = useTranslation();
  return useMemo(() => {
    const regions = new Intl.DisplayNames([locale], { type: 'region' });
    return {
      count: (value: number) => formatNumber(value, locale),
      /** Tonnes CO2e; a dash where there is no figure (no holes to divide by). */
      tonnes: (value: number | null) => (value === null ? '–' : formatNumber(value, locale)),
      percent: (share: number | null) => (share === null ? '–' : formatPercent(share * 100, locale)),
      date: (day: string) => formatDate(day, locale, { length: 'medium' }),
      country: (code: string | null) =>
        code === null ? t('programme.figures.noCountry') : (regions.of(code) ?? code),
    };
  }, [t, locale]);
}
