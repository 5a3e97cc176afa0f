import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import { resolve } from '@oncourse/engine';
import type { Question, Registry } from '@oncourse/engine';

import type { QuestionRendererProps } from './types.ts';
import { UnknownQuestion } from './UnknownQuestion.tsx';

/**
 * The registry that renders questions inside a question (nested questions, data-grid fields).
 * A context rather than an import: the registry lists those very renderers, so importing it
 * from them would be a cycle.
 */
export const RendererContext = createContext<Registry<ComponentType<QuestionRendererProps>> | null>(null);

/** The renderer for a question inside another one; the visible fallback outside a provider. */
export function useRenderer(question: Question): ComponentType<QuestionRendererProps> {
  const registry = useContext(RendererContext);
  return registry ? resolve(registry, question) : UnknownQuestion;
}
