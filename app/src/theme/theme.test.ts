import { describe, expect, it } from 'vitest';
import { themeOfPages } from './theme';

describe('themeOfPages (docs/languages-units-themes.md#themes)', () => {
  it("takes the deepest page's theme, and none when no page names one", () => {
    expect(themeOfPages([{ loaderData: undefined }, { loaderData: { languages: [] } }])).toBeNull();
    expect(
      themeOfPages([{ loaderData: { theme: 'facility' } }, { loaderData: { theme: 'tournament' } }]),
    ).toBe('tournament');
    expect(
      themeOfPages([{ loaderData: { theme: 'tournament' } }, { loaderData: { theme: undefined } }]),
    ).toBe('tournament');
  });

  it('ignores a theme it does not know', () => {
    expect(themeOfPages([{ loaderData: { theme: 'purple' } }])).toBeNull();
  });
});
