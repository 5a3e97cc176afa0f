import { html } from 'ghtml';
import type { profile } from '../public-pages.service.ts';
import { layout } from './layout.view.ts';
import type { PageText } from './page-text.ts';
import { standingPill, withLanguage } from './standing.view.ts';

type Profile = NonNullable<Awaited<ReturnType<typeof profile>>>;

function summarySection(text: PageText, summary: NonNullable<Profile['summary']>): string {
  const { t } = text;
  const finding = (item: NonNullable<Profile['summary']>['areas'][number]['findings'][number]) =>
    html`<li>
      <strong
        >${t(item.kind === 'immediate' ? 'public.profile.immediate' : 'public.profile.continual')}</strong
      >: ${item.text}
      (${t(item.closed ? 'public.profile.closed' : 'public.profile.open')}!${
        item.kind === 'continual' && item.dueDate && !item.closed
          ? html`, ${t('public.profile.due', { date: text.date(item.dueDate) })}`
          : ''
      })
    </li>`;
  return html`<section aria-labelledby="summary">
    <h2 id="summary">${t('public.profile.summary')}</h2>
    <div class="card">
      <dl class="facts">
        !${
          summary.validFrom
            ? html`<dt>${t('public.profile.validFrom')}</dt>
                <dd>${text.date(summary.validFrom)}</dd>`
            : ''
        }
        !${
          summary.validUntil
            ? html`<dt>${t('public.profile.validUntil')}</dt>
                <dd>${text.date(summary.validUntil)}</dd>`
            : ''
        }
        !${
          summary.company
            ? html`<dt>${t('public.profile.verifier')}</dt>
                <dd>${summary.company}</dd>`
            : ''
        }
      </dl>
      !${
        summary.areas.length === 0
          ? html`<p>${t('public.profile.noFindings')}</p>`
          : summary.areas
              .map(
                (area) =>
                  html`<h3>${area.title}</h3>
                    <ul class="findings">
                      !${area.findings.map(finding).join('')}
                    </ul>`,
              )
              .join('')
      }
    </div>
  </section>`;
}

function footprintSection(text: PageText, years: NonNullable<Profile['footprint']>): string {
  const { t, lang } = text;
  return html`<section aria-labelledby="footprint">
    <h2 id="footprint">${t('public.profile.footprint')}</h2>
    <div class="card">
      <table>
        <thead>
          <tr>
            <th scope="col">${t('public.profile.year')}</th>
            <th scope="col" class="n">${t('public.profile.market')}</th>
            <th scope="col" class="n">${t('public.profile.location')}</th>
          </tr>
        </thead>
        <tbody>
          !${years
            .map(
              (year) =>
                html`<tr>
                  <th scope="row">${year.year}</th>
                  <td class="n">${text.number(year.market)}</td>
                  <td class="n">${text.number(year.location)}</td>
                </tr>`,
            )
            .join('')}
        </tbody>
      </table>
      <p><a href="${withLanguage('/carbon-method', lang)}">${t('public.profile.method')}</a></p>
    </div>
  </section>`;
}

/** A club's public profile: only what docs/public-recognition.md#privacy lets out reaches this function's output. */
export function profilePage(text: PageText, data: Profile, appUrl: string): string {
  const { t, lang } = text;
  const badge = `/badge/${data.slug}.svg`;
  const body = html`<h1>${data.title}</h1>
    <p class="meta">
      ${t(`public.type.${data.type}`)}${data.country ? ` · ${text.country(data.country)}` : ''}
    </p>
    !${data.hasImage ? html`<img class="hero" src="/directory/${data.slug}/image" alt="" width="540" height="320" />` : ''}
    <p>!${standingPill(text, data.standing)}</p>
    !${data.standing === 'in-process' ? html`<p>${t('public.profile.inProcess')}</p>` : ''}
    !${data.standing === 'expired' && data.certifiedUntil ? html`<p>${t('public.profile.expiredOn', { date: text.date(data.certifiedUntil) })}</p>` : ''}
    !${
      data.highlights
        ? html`<section aria-labelledby="highlights">
            <h2 id="highlights">${t('public.profile.highlights')}</h2>
            <p class="card highlights">${data.highlights}</p>
          </section>`
        : ''
    }
    !${data.summary ? summarySection(text, data.summary) : ''}
    !${data.footprint && data.footprint.length > 0 ? footprintSection(text, data.footprint) : ''}
    <section aria-labelledby="badge">
      <h2 id="badge">${t('public.profile.badge')}</h2>
      <a href="${withLanguage(`/directory/${data.slug}`, lang)}"
        ><img
          src="${withLanguage(badge, lang)}"
          alt="${t(`public.state.${data.standing}`)}"
          width="240"
          height="64"
      /></a>
    </section>`;
  return layout(text, {
    title: data.title,
    description: `${data.title}: ${t(`public.state.${data.standing}`)}`,
    canonical: `${appUrl}/directory/${data.slug}`,
    image: `${appUrl}/badge/${data.slug}.png`,
    body,
  });
}
