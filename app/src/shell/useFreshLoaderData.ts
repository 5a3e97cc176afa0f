import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { activeOrganisationAtom } from '../session/atoms';

/** The key loader data of the signed-in pages is valid for: its language and active organisation. */
export function contentKey(language: string, organisationId: number | undefined): string {
  return `${language}:${organisationId ?? 'none'}`;
}

/** Loader data that can say which language and organisation it was loaded for. */
export interface KeyedData {
  key: string;
}

/** The key of data no loader gave (a page no route matches): never reloaded. */
export const UNKEYED = 'none';

/**
 * Reloads the route whose loader gave `data` when the display language or the active organisation
 * changed since (a saved setting, a switch), so a page never shows another organisation's content.
 */
export function useFreshLoaderData(data: KeyedData): void {
  const { language } = useTranslation();
  const router = useRouter();
  const organisation = useAtomValue(activeOrganisationAtom);
  const current = contentKey(language, organisation?.id);
  useEffect(() => {
    if (data.key !== current && data.key !== UNKEYED)
      void router.invalidate({ filter: (match) => match.loaderData === data });
  }, [data, current, router]);
}
