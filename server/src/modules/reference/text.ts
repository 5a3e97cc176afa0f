/** A string of the app's catalogue with its `{{name}}` placeholders filled in. */
export type Text = (key: string, values?: Record<string, string | number>) => string;

/**
 * The catalogue's strings of one language as a Text: an unknown key reads as itself, so a gap
 * shows instead of breaking the document. Pure, so a worker thread can rebuild it from the plain
 * strings it was sent.
 */
export function textFrom(texts: Readonly<Record<string, string>>): Text {
  return (key, values = {}) =>
    (Object.hasOwn(texts, key) ? texts[key]! : key).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
}
