import { formatDate } from '@oncourse/engine/locale';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/** The case's moments (date and time, in the reader's zone) and calendar days (valid until, due), in the reader's language. */
export function useCaseDates() {
  const { locale } = useTranslation();
  return useMemo(() => {
    return {
      moment: (at: string) => formatDate(at, locale, { time: true, zone: 'reader' }),
      // A calendar date has no time of day: formatDate writes it as that day wherever the reader is.
      day: (date: string) => formatDate(date.slice(0, 10), locale),
    };
  }, [locale]);
}
