import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';

export type Theme = 'facility' | 'tournament';

// The app's two themes (docs/languages-units-themes.md#themes): the renderers read these variables.
const THEMES: Record<Theme, Record<string, string>> = {
  facility: {
    '--color-primary': '#4ca471',
    '--color-primary-washed': '#e3eeea',
    '--color-primary-strong': '#2e7a4f',
  },
  tournament: {
    '--color-primary': '#1077c6',
    '--color-primary-washed': '#bdd5e4',
    '--color-primary-strong': '#0e66aa',
  },
};

/** Shows its children in a theme; also on the document root, where dialogs and popovers render. */
export function ThemeFrame({ theme, children }: { theme: Theme; children: ReactNode }) {
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(THEMES[theme]))
      document.documentElement.style.setProperty(name, value);
  }, [theme]);
  return (
    <div style={{ maxWidth: '48rem', fontFamily: 'system-ui, sans-serif' }} data-theme={theme}>
      {children}
    </div>
  );
}
