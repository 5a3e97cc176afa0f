import { describe, expect, it } from 'vitest';
import { collapsedText, paragraphsOf, shouldCollapse } from './expandable';

const words = (count: number) => Array.from({ length: count }, () => 'abcd').join(' ');

describe('expandable text (docs/improve.md#limits)', () => {
  it('collapses one paragraph above 150 characters, or above 75 on narrow screens', () => {
    const short = `<p>${'a'.repeat(75)}</p>`;
    const medium = `<p>${'a'.repeat(76)}</p>`;
    const long = `<p>${'a'.repeat(151)}</p>`;
    expect(shouldCollapse(`<p>${'a'.repeat(150)}</p>`, false)).toBe(false);
    expect(shouldCollapse(long, false)).toBe(true);
    expect(shouldCollapse(short, true)).toBe(false);
    expect(shouldCollapse(medium, true)).toBe(true);
    expect(shouldCollapse(medium, false)).toBe(false);
  });

  it('collapses more than one paragraph however short', () => {
    expect(shouldCollapse('<p>One.</p><p>Two.</p>', false)).toBe(true);
    expect(shouldCollapse('One.<br>Two.', false)).toBe(true);
    expect(shouldCollapse('<p>One.</p>', false)).toBe(false);
  });

  it('counts the text a reader sees, not the markup', () => {
    expect(paragraphsOf('<p><strong>Water</strong> &amp; energy</p>\n<ul><li>A</li></ul>')).toEqual([
      'Water & energy',
      'A',
    ]);
    expect(shouldCollapse(`<p><a href="https://example.org/${'x'.repeat(200)}">Link</a></p>`, false)).toBe(
      false,
    );
  });

  it('shows the first paragraph cut at a word before the limit', () => {
    const preview = collapsedText(`<p>${words(40)}</p>`, false);
    expect(preview.endsWith('abcd…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(151);
    expect(collapsedText(`<p>${words(40)}</p>`, true).length).toBeLessThanOrEqual(76);
    expect(collapsedText('<p>First.</p><p>Second.</p>', false)).toBe('First.…');
  });
});
