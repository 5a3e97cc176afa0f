import { html } from 'ghtml';

/** The sitemap: the directory, the verification page and every listed profile, never any other. */
export function sitemapXml(appUrl: string, profiles: { slug: string; updatedAt: Date }[]): string {
  const entry = (path: string, modified?: Date) =>
    html`<url
      ><loc>${appUrl}${path}</loc
      >!${modified ? html`<lastmod>${modified.toISOString().slice(0, 10)}</lastmod>` : ''}</url
    >`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[entry('/directory'), entry('/verify'), ...profiles.map((profile) => entry(`/directory/${profile.slug}`, profile.updatedAt))].join('\n')}
</urlset>
`;
}

export const robotsTxt = (appUrl: string): string =>
  `User-agent: *\nAllow: /\nSitemap: ${appUrl}/sitemap.xml\n`;
