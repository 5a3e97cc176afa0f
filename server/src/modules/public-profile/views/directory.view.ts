import { html } from 'ghtml';
import type { directory } from '../public-pages.service.ts';
import { layout } from './layout.view.ts';
import type { PageText } from './page-text.ts';
import { standingPill, withLanguage } from './standing.view.ts';

type Directory = Awaited<ReturnType<typeof directory>>;

const STATES = ['certified', 'renewal-due', 'in-process'] as const;

/** The directory: a GET form (works without script), the page of results, and links to the pages around it. */
export function directoryPage(text: PageText, data: Directory, appUrl: string): string {
  const { t, lang } = text;
  const { filters } = data;
  const query = { name: filters.name, country: filters.country, state: filters.state };
  const pageLink = (page: number) => withLanguage('/directory', lang, { ...query, page: String(page) });
  const body = html`<h1>${t('public.directory.title')}</h1>
    <p class="lead">${t('public.directory.lead')}</p>
    <form class="filters card" method="get" action="/directory" role="search">
      !${lang === 'en' ? '' : html`<input type="hidden" name="lang" value="${lang}" />`}
      <label
        >${t('public.directory.name')}<input
          type="search"
          name="name"
          value="${filters.name}"
          maxlength="100"
      /></label>
      <label
        >${t('public.directory.country')}<select name="country">
          <option value="">${t('public.directory.allCountries')}</option>
          !${data.countries
            .map((country) => ({ code: country.code, name: text.country(country) }))
            .sort((a, b) => a.name.localeCompare(b.name, lang))
            .map(
              (country) =>
                html`<option value="${country.code}" !${country.code === filters.country ? ' selected' : ''}>
                  ${country.name}
                </option>`,
            )
            .join('')}
        </select></label
      >
      <label
        >${t('public.directory.state')}<select name="state">
          <option value="">${t('public.directory.allStates')}</option>
          !${STATES.map((state) => html`<option value="${state}" !${state === filters.state ? ' selected' : ''}>${t(`public.state.${state}`)}</option>`).join('')}
        </select></label
      >
      <button type="submit">${t('public.directory.search')}</button>
    </form>
    <p class="meta" role="status">${t('public.directory.count', { count: data.total })}</p>
    !${
      data.entries.length === 0
        ? html`<p class="card">${t('public.directory.empty')}</p>`
        : html`<ol class="entries">
            !${data.entries
              .map(
                (entry) =>
                  html`<li class="card entry">
                    <a href="${withLanguage(`/directory/${entry.slug}`, lang)}">${entry.title}</a>
                    <p class="meta">
                      ${t(`public.type.${entry.type}`)}${entry.country ? ` · ${text.country(entry.country)}` : ''}
                    </p>
                    <p class="meta">
                      !${standingPill(text, entry.standing)}!${
                        entry.standing !== 'in-process' && entry.validUntil
                          ? html` ${t('public.profile.validUntil')} ${text.date(entry.validUntil)}`
                          : ''
                      }
                    </p>
                  </li>`,
              )
              .join('')}
          </ol>`
    }
    !${
      data.pages > 1
        ? html`<nav
            class="pager"
            aria-label="${t('public.directory.page', { page: filters.page, pages: data.pages })}"
          >
            !${filters.page > 1 ? html`<a rel="prev" href="${pageLink(filters.page - 1)}">${t('public.directory.previous')}</a>` : '<span></span>'}
            <span>${t('public.directory.page', { page: filters.page, pages: data.pages })}</span>
            !${filters.page < data.pages ? html`<a rel="next" href="${pageLink(filters.page + 1)}">${t('public.directory.next')}</a>` : '<span></span>'}
          </nav>`
        : ''
    }`;
  return layout(text, {
    title: t('public.directory.title'),
    description: t('public.directory.lead'),
    canonical: `${appUrl}/directory`,
    body,
  });
}
