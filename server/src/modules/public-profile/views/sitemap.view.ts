// `markup`, not `html`: an XML document, which the code formatter must leave as written.
import { html as markup } from 'ghtml';

/** The sitemap: the directory, the verification page and every listed profile, never any other. */
export function sitemapXml(appUrl: string, profiles: { slug: string; updatedAt: Date }[]): string {
  const entry = (path: string, modified?: Date) =>
    markup`<url><loc>${appUrl}${path}</loc>!${modified ? markup`<lastmod>${modified.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  const entries = [
    entry('/directory'),
    entry('/verify'),
    ...profiles.map((profile) => entry(`/directory/${profile.slug}`, profile.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (appUrl: string): string =>
  `User-agent: *\nAllow: /\nSitemap: ${appUrl}/sitemap.xml\n`;
