import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/** The product's name, after the page's in every tab title. */
export const PRODUCT_NAME = 'OnCourse';

/**
 * Names the browser tab after the page (its route's `staticData.titleKey`, the deepest that has
 * one), in the display language, so tabs, history and screen readers tell pages apart.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const titleKey = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.titleKey)?.staticData.titleKey,
  });
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [titleKey, t]);
}
