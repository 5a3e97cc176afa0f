import { formatDate } from '@oncourse/engine/locale';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * The console's dates: when something happened in the reader's own time, and the banner's schedule
 * in GMT, as staff set it (docs/programme-console.md#input-rules).
 */
export function useConsoleFormats() {
  const { locale } = useTranslation();
  return useMemo(() => {
    return {
      time: (iso: string) => formatDate(iso, locale, { length: 'medium', time: true, zone: 'reader' }),
      gmt: (date: Date) => formatDate(date, locale, { length: 'medium', time: true }),
    };
  }, [locale]);
}

/** Whole days since `iso`, for "waiting" columns; never below zero. */
export function daysSince(iso: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000));
}
