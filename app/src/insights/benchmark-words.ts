import { benchmarkWords } from '@oncourse/engine';
import { useTranslation } from '../i18n/useTranslation';

/** The engine's words of benchmarks and targets in the reader's language (the PDF uses the same). */
export function useBenchmarkWords() {
  const { t, locale } = useTranslation();
  return benchmarkWords(t, locale);
}
