import { formatDate } from '@oncourse/engine';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/** The case's moments (date and time, in the reader's zone) and calendar days (valid until, due), in the reader's language. */
export function useCaseDates() {
  const { locale } = useTranslation();
  return useMemo(() => {
    const moments = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
    return {
      moment: (at: string) => moments.format(new Date(at)),
      // A calendar date has no time of day: read at midnight UTC and shown in UTC, it stays that day.
      day: (date: string) => formatDate(new Date(`${date.slice(0, 10)}T00:00:00Z`), locale),
    };
  }, [locale]);
}
