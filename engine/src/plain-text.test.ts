import { describe, expect, it } from 'vitest';
import { characterCount, plainText } from './plain-text.ts';

describe('plainText', () => {
  it('drops tags, keeps block breaks and decodes entities', () => {
    expect(plainText('<p>Bees &amp; <em>butterflies</em></p><p>Line&nbsp;two<br/>three</p>')).toBe(
      'Bees & butterflies\nLine two\nthree',
    );
    expect(plainText('&lt;tag&gt; &quot;q&quot; &#39;s&#39; &#x1F41D; &unknown;')).toBe(
      '<tag> "q" \'s\' 🐝 &unknown;',
    );
  });

  it('counts characters as a user sees them', () => {
    expect(characterCount('🐝🌱')).toBe(2);
    expect(characterCount('')).toBe(0);
  });
});
