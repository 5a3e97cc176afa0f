import languages from '@oncourse/fixtures/languages.json' with { type: 'json' };
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from '../App';
import { createServices } from '../create-services';
import { createAppRouter } from '../router';
import { themeColour, themeForPath, themeOfPages, type Theme } from '../theme/theme';

/** The calls a signed-out first screen makes, answered as by a server just set up. */
function answer(path: string): Response {
  switch (path) {
    case '/api/maintenance':
      return Response.json({ data: { notification: null } });
    case '/api/language/supported-languages':
      return Response.json({
        data: languages
          .filter((language) => language.catalogue)
          .map(({ key, value, language, countryCode }) => ({ key, value, language, countryCode })),
      });
    default:
      return Response.json({ message: `${path} is not part of a prerendered page` }, { status: 503 });
  }
}

export interface RenderedPage {
  /** The markup that goes inside #root. */
  body: string;
  /** The page's theme, which the app puts on the document root once running (useDocumentTheme). */
  theme: Theme;
  themeColour: string;
}

/**
 * The build's own render of a signed-out first screen (docs/engineering.md#prerendered-pages): the
 * same providers and router the entry point hydrates, at `path`, for a visitor with no session.
 * The API is answered as a newly set up server answers: no maintenance notice, and the languages
 * whose interface strings it has (fixtures/languages.json); a page whose server answers otherwise
 * is drawn afresh by the browser (React's hydration falls back to it). Runs in a DOM made by
 * app/scripts/prerender.mjs, so every module takes its browser path, as it will when hydrating.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const services = createServices({
    baseUrl: window.location.origin,
    fetch: (request) => Promise.resolve(answer(new URL(request.url).pathname)),
    navigate: () => undefined,
  });
  const router = createAppRouter(services, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const { prelude } = await prerender(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
  // As useTheme decides for a visitor without a session.
  const theme = themeOfPages(router.state.matches) ?? themeForPath(path);
  return { body: await new Response(prelude).text(), theme, themeColour: themeColour(theme) };
}
