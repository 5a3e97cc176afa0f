import { loadLanguages } from '@oncourse/fixtures';
import { html } from 'ghtml';
import { PAGE_LANGUAGES } from '../reader-language.ts';
import type { PageText } from './page-text.ts';

const nativeNames = new Map(loadLanguages().map((language) => [language.key, language.language]));

// The app's colours and font (app/src/styles/app.css), with a dark set of its own: the public pages
// follow the reader's system theme, as no account chooses one here.
const styles = `
:root{--primary:#4ca471;--primary-strong:#2e7a4f;--primary-washed:#e3eeea;--warning:#8a5a00;--warning-washed:#fff4dc;--error:#b3261e;--error-washed:#fbeceb;--text:#1f2a24;--muted:#56615b;--surface:#fff;--background:#f4f7f5;--border:#dbe3de;--radius:10px;--font:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--primary-strong:#7fd0a0;--primary-washed:#1d3327;--warning:#f2c463;--warning-washed:#3a2f14;--error:#f2a19b;--error-washed:#3d1f1d;--text:#e6ede9;--muted:#a9b5ae;--surface:#18201c;--background:#0f1512;--border:#2c3831}}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--font);line-height:1.5;color:var(--text);background:var(--background);overflow-wrap:break-word}
a{color:var(--primary-strong)}
a:focus-visible,input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid var(--primary-strong);outline-offset:2px}
header{background:var(--surface);border-bottom:1px solid var(--border)}
.bar{max-width:64rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
.brand{font-weight:700;font-size:1.25rem;color:var(--text);text-decoration:none}
.brand span{color:var(--primary-strong)}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
main{max-width:64rem;margin:0 auto;padding:1.25rem 1rem 3rem}
h1{font-size:1.75rem;line-height:1.25;margin:.5rem 0 1rem}
h2{font-size:1.25rem;margin:2rem 0 .75rem}
h3{font-size:1rem;margin:1.25rem 0 .5rem}
.lead{color:var(--muted);margin-top:0}
.card{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:1rem}.card>:first-child{margin-top:0}.card>:last-child{margin-bottom:0}
form.filters{display:grid;gap:.75rem;margin-bottom:1.25rem}
label{display:grid;gap:.25rem;font-weight:600;font-size:.9rem}
input,select{font:inherit;padding:.6rem .7rem;border:1px solid var(--border);border-radius:8px;background:var(--surface);color:var(--text);min-height:44px;width:100%}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:8px;background:var(--primary-strong);color:#fff;min-height:44px;cursor:pointer}
@media (prefers-color-scheme:dark){button{color:#0f1512}}
@media (min-width:48rem){form.filters{grid-template-columns:2fr 1fr 1fr auto;align-items:end}h1{font-size:2.25rem}}
ol.entries{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}
.entry{display:grid;gap:.25rem}
.entry a{font-weight:600;font-size:1.1rem}
.meta{color:var(--muted);font-size:.95rem;margin:0}
.pill{display:inline-block;font-size:.85rem;font-weight:600;padding:.15rem .6rem;border-radius:999px;background:var(--primary-washed);color:var(--primary-strong)}
.pill.renewal-due{background:var(--warning-washed);color:var(--warning)}
.pill.expired{background:var(--error-washed);color:var(--error)}
.pill.in-process{background:var(--background);color:var(--muted);border:1px solid var(--border)}
.pager{display:flex;gap:1rem;align-items:center;justify-content:space-between;margin-top:1.25rem}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0}
dl.facts dt{color:var(--muted)}dl.facts dd{margin:0;font-weight:600}
.hero{width:100%;max-width:540px;aspect-ratio:27/16;object-fit:cover;border-radius:var(--radius);display:block;margin:0 0 1rem}
ul.findings{padding-left:1.25rem;margin:.25rem 0}ul.findings li{margin:.35rem 0}
table{border-collapse:collapse;width:100%;max-width:32rem}th,td{text-align:left;padding:.4rem .35rem;border-bottom:1px solid var(--border)}th{font-size:.875rem}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
.result{border-left:6px solid var(--primary-strong)}.result.expired,.result.withdrawn,.result.unknown{border-left-color:var(--error)}
.highlights{white-space:pre-line}
footer{max-width:64rem;margin:0 auto;padding:1rem;color:var(--muted);font-size:.9rem}
footer ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
`;

export interface PageFrame {
  title: string;
  description: string;
  /** The page's own address, absolute, without a language. */
  canonical: string;
  /** An absolute image address for link previews. */
  image?: string;
  /** Already-escaped HTML of the page's main content. */
  body: string;
}

/** The address of this page in `lang`. */
const inLanguage = (canonical: string, lang: string) => {
  const url = new URL(canonical);
  if (lang !== 'en') url.searchParams.set('lang', lang);
  return url;
};

const localAddress = (url: URL) => url.pathname + url.search;

/**
 * A whole public page: the header with the two public screens, the language links, canonical and
 * Open Graph tags, and the styles inline. No script at all: every control is a link or a GET form.
 */
export function layout(text: PageText, frame: PageFrame): string {
  const { t, lang } = text;
  const url = inLanguage(frame.canonical, lang).toString();
  const keep = (path: string) => (lang === 'en' ? path : `${path}?lang=${lang}`);
  return `<!doctype html>${html`<html lang="${lang}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${frame.title} · OnCourse</title>
      <meta name="description" content="${frame.description}" />
      <meta name="color-scheme" content="light dark" />
      <link rel="canonical" href="${url}" />
      !${PAGE_LANGUAGES.map((other) => html`<link rel="alternate" hreflang="${other}" href="${inLanguage(frame.canonical, other).toString()}" />`).join('')}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="OnCourse" />
      <meta property="og:title" content="${frame.title}" />
      <meta property="og:description" content="${frame.description}" />
      <meta property="og:url" content="${url}" />
      <meta property="og:locale" content="${lang}" />
      !${frame.image ? html`<meta property="og:image" content="${frame.image}" />` : ''}
      <style>
        !${styles}
      </style>
    </head>
    <body>
      <header>
        <div class="bar">
          <a class="brand" href="${keep('/directory')}">On<span>Course</span></a>
          <nav aria-label="OnCourse">
            <ul>
              <li><a href="${keep('/directory')}">${t('public.nav.directory')}</a></li>
              <li><a href="${keep('/verify')}">${t('public.nav.verify')}</a></li>
            </ul>
          </nav>
        </div>
      </header>
      <main>!${frame.body}</main>
      <footer>
        <nav aria-label="${t('public.nav.language')}">
          <ul>
            !${PAGE_LANGUAGES.map((other) =>
              other === lang
                ? html`<li><strong>${nativeNames.get(other) ?? other}</strong></li>`
                : html`<li>
                    <a
                      href="${localAddress(inLanguage(frame.canonical, other))}"
                      hreflang="${other}"
                      lang="${other}"
                      >${nativeNames.get(other) ?? other}</a
                    >
                  </li>`,
            ).join('')}
          </ul>
        </nav>
      </footer>
    </body>
  </html> `}`;
}
