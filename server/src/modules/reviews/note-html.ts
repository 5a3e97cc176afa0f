import sanitizeHtml from 'sanitize-html';

/** What the note editor produces and nothing else (links only to web pages and mail addresses). */
const NOTE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'h3', 'h4'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/**
 * A note's rich text made safe to store and show: an allow-list of tags, links only with http,
 * https or mailto; scripts, styles, event handlers and every other attribute are dropped.
 */
export function sanitizeNoteHtml(html: string): string {
  return sanitizeHtml(html, NOTE_HTML).trim();
}
