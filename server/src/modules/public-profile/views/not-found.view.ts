import { html } from 'ghtml';
import { layout } from './layout.view.ts';
import type { PageText } from './page-text.ts';
import { withLanguage } from './standing.view.ts';

/** The 404 page of the public pages, in the reader's language, with the way back. */
export function notFoundPage(text: PageText, path: string, appUrl: string): string {
  const { t, lang } = text;
  return layout(text, {
    title: t('public.notFound.title'),
    description: t('public.notFound.text'),
    canonical: `${appUrl}${path}`,
    body: html`<h1>${t('public.notFound.title')}</h1>
      <p>${t('public.notFound.text')}</p>
      <p>
        <a href="${withLanguage('/directory', lang)}">${t('public.nav.directory')}</a> ·
        <a href="${withLanguage('/verify', lang)}">${t('public.nav.verify')}</a>
      </p>`,
  });
}
