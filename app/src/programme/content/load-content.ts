import type { Schemas } from '@oncourse/openapi';
import { notFound } from '@tanstack/react-router';
import { need } from '../../api/need';
import type { AppServices } from '../../services';

export type ContentSummary = Schemas['EditableContentSummary'];
export type EditableContent = Schemas['EditableContent'];
export type ContentKind = Schemas['EditableContentKind'];
export type Wording = Schemas['ContentWording'];
export type Language = Schemas['SupportedLanguage'];

/** A confirmation to show: a catalogue key and its values, so it follows a change of language. */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

/** Every item and tile staff edit, with the languages their completeness is counted in. */
export async function loadContentList(services: AppServices) {
  const [content, languages] = await Promise.all([
    need(services.api.GET('/api/console/content')),
    need(services.api.GET('/api/language/supported-languages')),
  ]);
  return { content, languages };
}

/** One item or tile to edit; an unknown kind or id is the not-found page. */
export async function loadContent(services: AppServices, kind: string, id: string) {
  const contentId = Number(id);
  if ((kind !== 'item' && kind !== 'tile') || !Number.isInteger(contentId) || contentId < 1) throw notFound();
  const [content, languages] = await Promise.all([
    need(
      services.api.GET('/api/console/content/{contentKind}/{contentId}', {
        params: { path: { contentKind: kind, contentId } },
      }),
    ),
    need(services.api.GET('/api/language/supported-languages')),
  ]);
  return { content, languages };
}
