import type { ComponentType, ReactNode } from 'react';

import { ErrorMessages } from './ErrorMessages.tsx';
import { joinIds, questionIds } from './ids.ts';
import { say } from './strings.ts';
import type { QuestionRendererProps } from './types.ts';
import fieldStyles from '../form-theme/templates/field.module.css';
import questionStyles from './question.module.css';

interface FieldFrameProps extends QuestionRendererProps {
  renderer: ComponentType<QuestionRendererProps>;
  /** The errors to show, already in words. */
  messages: readonly string[];
  /** Shown before the title (the state icon). */
  before?: ReactNode;
  /** Shown after the title (the notes button). */
  after?: ReactNode;
  /** Shown under the control (guidance). */
  footer?: ReactNode;
  /** Extra classes of the frame (the outermost question carries the theme's variables). */
  className?: string;
}

/**
 * One question on screen: its title (which names the control), instructions and summary (which
 * describe it), the renderer, and its errors (linked to the control and announced).
 */
export function FieldFrame({
  renderer: Renderer,
  messages,
  before,
  after,
  footer,
  className,
  ...props
}: FieldFrameProps) {
  const { question, context } = props;
  const ids = questionIds(question.id);
  const hasHelp = Boolean(question.instructions || question.summary);
  return (
    <div
      className={className ? `${questionStyles.question} ${className}` : questionStyles.question}
      data-question-id={question.id}
      data-invalid={messages.length > 0 || undefined}
    >
      <div className={questionStyles.questionHead}>
        {before}
        <span id={ids.label} className={`${fieldStyles.label} ${questionStyles.questionTitle}`}>
          {/* The space sits in the title's own text: names computed from content trim each element. */}
          {question.optional ? `${question.title} ` : question.title}
          {question.optional && (
            <span className={fieldStyles.optional}>{say(context.text, 'questions.optional')}</span>
          )}
        </span>
        {after}
      </div>
      {hasHelp && (
        <div id={ids.help} className={questionStyles.questionHelp}>
          {question.instructions && (
            <p className={`${fieldStyles.description} ${questionStyles.helpText}`}>{question.instructions}</p>
          )}
          {question.summary && (
            <p className={`${fieldStyles.description} ${questionStyles.helpText}`}>{question.summary}</p>
          )}
        </div>
      )}
      <Renderer
        {...props}
        labelledBy={ids.label}
        describedBy={joinIds(messages.length > 0 && ids.errors, hasHelp && ids.help)}
      />
      <ErrorMessages id={ids.errors} messages={messages} />
      {footer}
    </div>
  );
}
