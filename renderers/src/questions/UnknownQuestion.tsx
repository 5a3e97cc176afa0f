import { questionIds } from './ids.ts';
import { say } from './strings.ts';
import type { QuestionRendererProps } from './types.ts';
import questionStyles from './question.module.css';

/**
 * What a question of a uiType no renderer knows shows: a visible, harmless note instead of a
 * crash or a silent gap, so an author sees it and the rest of the section still works.
 */
export function UnknownQuestion({ question, context }: QuestionRendererProps) {
  return (
    <p
      className={questionStyles.unknown}
      id={questionIds(question.id).control}
      data-ui-type={question.uiType}
    >
      {say(context.text, 'questions.unknown')} <code>{String(question.uiType)}</code>
    </p>
  );
}
