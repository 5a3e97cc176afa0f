/** docs/improve.md#limits: text collapses above 150 characters, or 75 on screens 576 px wide or narrower. */
export const COLLAPSE_AT = 150;
export const COLLAPSE_AT_NARROW = 75;
export const NARROW_SCREEN = '(max-width: 576px)';

/** The paragraphs of a piece of sanitised HTML as plain text (block ends split paragraphs). */
export function paragraphsOf(html: string): string[] {
  const text = html
    .replace(/<\/(p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return text
    .split('\n')
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/** docs/improve.md#limits: collapsed above the length limit for the screen, or with more than one paragraph. */
export function shouldCollapse(html: string, narrow: boolean): boolean {
  const paragraphs = paragraphsOf(html);
  const length = paragraphs.join(' ').length;
  return paragraphs.length > 1 || length > (narrow ? COLLAPSE_AT_NARROW : COLLAPSE_AT);
}

/** The collapsed preview: the first paragraph cut at a word before the limit, with an ellipsis. */
export function collapsedText(html: string, narrow: boolean): string {
  const limit = narrow ? COLLAPSE_AT_NARROW : COLLAPSE_AT;
  const first = paragraphsOf(html)[0] ?? '';
  if (first.length <= limit) return `${first}…`;
  const cut = first.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
