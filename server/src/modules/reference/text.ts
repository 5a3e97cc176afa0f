import { formatMessage } from '@oncourse/engine';

/** A string of the app's catalogue with its placeholders and plurals filled in (docs/engineering.md#words-and-formats). */
export type Text = (key: string, values?: Record<string, string | number>) => string;

/**
 * The catalogue's strings of one language as a Text, plurals chosen by `locale`'s rules: an
 * unknown key reads as itself, so a gap shows instead of breaking the document. Pure, so a worker
 * thread can rebuild it from the plain strings it was sent.
 */
export function textFrom(texts: Readonly<Record<string, string>>, locale = 'en'): Text {
  return (key, values = {}) => formatMessage(Object.hasOwn(texts, key) ? texts[key]! : key, values, locale);
}
