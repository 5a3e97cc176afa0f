import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from './useTranslation';

/**
 * Gives react-aria the display language as its locale: number inputs read and write figures
 * ("1.234,5" or "1,234.5") in the language the person chose, not the browser's. Only the frames
 * whose pages use react-aria have it (the signed-in shell, the programme's frame): react-aria's
 * locale module asks the browser's Intl for its default locale as it loads, about a quarter of a
 * second of a phone's main thread that the signed-out pages, which use no react-aria, are spared
 * (docs/engineering.md#first-visit).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { locale } = useTranslation();
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
