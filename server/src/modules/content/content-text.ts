// Provider content is stored per language (`Translated`); these pick the reader's wording.
import sanitizeHtml from 'sanitize-html';
import type { Translated } from '../../db/schema/index.ts';

/** The language whose wording is shown: the reader's when the text has it, else English (the default, docs/improve.md#purpose). */
export function languageOf(text: Translated, lang: string): string {
  return text[lang] !== undefined && text[lang] !== '' ? lang : 'en';
}

/** The wording in the reader's language, falling back to English; '' when neither exists. */
export function inLanguage(text: Translated, lang: string): string {
  return text[languageOf(text, lang)] ?? '';
}

/** Where the product serves a content image: the only images rich text may show. */
export const contentImagePath = (fileId: number) => `/api/content/image/${fileId}`;

const OWN_IMAGE = /^\/api\/content\/image\/[1-9]\d*$/;

/**
 * Rich text as the contract promises it: sanitised HTML, whatever the content source let through.
 * An image stays only when it is one of the product's own content images (docs/programme-console.md#content):
 * no image from elsewhere tracks readers or changes under an unchanged text.
 */
export function safeHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
  });
}
