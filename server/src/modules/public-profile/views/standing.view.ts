import type { PublicStanding } from '@oncourse/engine';
import { html } from 'ghtml';
import type { PageText } from './page-text.ts';

/** The standing as a coloured label, the same words on every page and the badge. */
export const standingPill = ({ t }: PageText, standing: PublicStanding): string =>
  html`<span class="pill ${standing}">${t(`public.state.${standing}`)}</span>`;

/** A link that keeps the reader's language. */
export const withLanguage = (path: string, lang: string, query: Record<string, string> = {}): string => {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
  if (lang !== 'en') params.set('lang', lang);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};
