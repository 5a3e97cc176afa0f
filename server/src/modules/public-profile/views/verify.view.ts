import { html } from 'ghtml';
import type { certificate } from '../public-pages.service.ts';
import { layout } from './layout.view.ts';
import type { PageText } from './page-text.ts';
import { withLanguage } from './standing.view.ts';

type Certificate = NonNullable<Awaited<ReturnType<typeof certificate>>>;

/** The answer for a code: nothing yet (the bare form), a certificate, or a code no certificate has. */
export type VerifyResult =
  { kind: 'form' } | { kind: 'found'; certificate: Certificate } | { kind: 'unknown'; typed: string };

function resultCard(text: PageText, result: VerifyResult): string {
  const { t, lang } = text;
  if (result.kind === 'form') return '';
  if (result.kind === 'unknown') {
    return html`<div class="card result unknown" role="status">
      <p>${t('public.verify.unknown', { code: result.typed })}</p>
    </div>`;
  }
  const { certificate: found } = result;
  const values = { name: found.title, date: text.date(found.validUntil) };
  return html`<div class="card result ${found.status}" role="status">
    <h2>${t(`public.verify.${found.status}`)}</h2>
    <p>${t(`public.verify.${found.status}Text`, values)}</p>
    <p class="meta">
      ${found.code} ·
      ${t(`public.type.${found.type}`)}${found.country ? ` · ${text.country(found.country)}` : ''}
    </p>
    !${found.slug ? html`<p><a href="${withLanguage(`/directory/${found.slug}`, lang)}">${t('public.verify.profile')}</a></p>` : ''}
  </div>`;
}

/** The verification page: a GET form for the code, and what the code stands for. */
export function verifyPage(text: PageText, result: VerifyResult, appUrl: string): string {
  const { t, lang } = text;
  const typed =
    result.kind === 'found' ? result.certificate.code : result.kind === 'unknown' ? result.typed : '';
  const body = html`<h1>${t('public.verify.title')}</h1>
    <p class="lead">${t('public.verify.lead')}</p>
    <form class="filters card" method="get" action="/verify">
      !${lang === 'en' ? '' : html`<input type="hidden" name="lang" value="${lang}" />`}
      <label
        >${t('public.verify.code')}<input
          name="code"
          value="${typed}"
          autocomplete="off"
          autocapitalize="characters"
          spellcheck="false"
          maxlength="40"
          required
      /></label>
      <button type="submit">${t('public.verify.check')}</button>
    </form>
    !${resultCard(text, result)}`;
  return layout(text, {
    title:
      result.kind === 'found'
        ? `${t(`public.verify.${result.certificate.status}`)}: ${result.certificate.title}`
        : t('public.verify.title'),
    description: t('public.verify.lead'),
    canonical: `${appUrl}${result.kind === 'found' ? `/verify/${result.certificate.code}` : '/verify'}`,
    body,
  });
}
