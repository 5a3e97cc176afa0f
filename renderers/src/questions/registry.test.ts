import { resolve, UI_TYPE_NAMES } from '@oncourse/engine';
import { describe, expect, it } from 'vitest';
import { questionRegistry } from './registry.ts';
import { makeQuestion } from './testing.tsx';
import { UnknownQuestion } from './UnknownQuestion.tsx';

// Vite's glob import, which vitest runs; the renderers' own types know no Vite.
declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, T>;
  }
}

// A uiType is a line in the engine's table, a renderer with its registry line, and a story
// (docs/engineering.md#question-types); these fail when one of them is missing.
describe('every question type of the engine’s table', () => {
  it.each(UI_TYPE_NAMES)('%s has a renderer of its own, not the fallback', (uiType) => {
    expect(resolve(questionRegistry, makeQuestion({ uiType }))).not.toBe(UnknownQuestion);
  });

  it('has a story for content authors, and no story names a type the table lacks', () => {
    // The stories' source as text: importing them would load Storybook's fixtures into this project.
    const sources = import.meta.glob<string>('../../../stories/src/questions/*.stories.tsx', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const titled = Object.values(sources)
      .flatMap((source) => [...source.matchAll(/title: 'Questions\/([A-Z_]+)'/g)])
      .map((match) => match[1]);
    expect(new Set(titled)).toEqual(new Set(UI_TYPE_NAMES));
  });
});
