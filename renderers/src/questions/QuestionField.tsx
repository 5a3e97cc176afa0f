import { memo } from 'react';
import { Button, useLocale } from 'react-aria-components';
import {
  answerShape,
  answerState,
  calculationReferences,
  isAnswerable,
  resolve,
  selectGuidance,
} from '@oncourse/engine';
import type { ValidationError } from '@oncourse/engine';

import { AnswerStateIcon, STATE_KEYS } from './AnswerStateIcon.tsx';
import { describeError, ownErrors } from './describeError.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { questionRegistry } from './registry.ts';
import { RendererContext } from './rendererContext.ts';
import { say } from './strings.ts';
import type { QuestionContext, QuestionRendererProps } from './types.ts';
import themeStyles from '../form-theme/theme.module.css';
import fieldStyles from '../form-theme/templates/field.module.css';
import questionStyles from './question.module.css';
// After the theme's field module: the history line's margin replaces the description's.
import styles from './question-history.module.css';

export type QuestionFieldProps = QuestionRendererProps & {
  onNotes?: (questionId: number) => void;
  /**
   * Who last changed the answer, when and from what, in words the app wrote ("Changed by Alex
   * Morgan on 3 March 2026, was 12,000"); shown quietly under the question. Null for none.
   */
  history?: string | null;
};

/**
 * One question of a review: its state icon, title, instructions, unit, the renderer the registry
 * picks for it, guidance for the organisation's country and groups, errors, and the notes button.
 */
function QuestionFieldView({ onNotes: notesHandler, history = null, ...given }: QuestionFieldProps) {
  // A retired question is shown only for its saved answer (engine `shownQuestions`): read-only,
  // no notes to add, no hint, and a word on why it cannot be changed.
  const retired = !given.question.active;
  const props = retired ? { ...given, context: { ...given.context, readOnly: true } } : given;
  const onNotes = retired ? undefined : notesHandler;
  const { question, answer, errors, context } = props;
  const state = answerState(answer);
  const { locale } = useLocale();
  const messages = [
    ...new Set(
      ownErrors(question.id, errors).map((error) =>
        describeError(question, answer, error, context.text, locale),
      ),
    ),
  ];
  const guidance = selectGuidance(question, context);
  const hint = retired ? null : (context.hint?.(question, answer) ?? null);
  // A retired question may have its own word in the catalogue (what its answer now counts as).
  const retiredNote = retired
    ? context.text(`questions.retired.q${question.id}`, say(context.text, 'questions.retired.note'))
    : null;
  const noteCount = answer.notes.length;
  return (
    <RendererContext.Provider value={questionRegistry}>
      <FieldFrame
        {...props}
        className={themeStyles.root}
        renderer={resolve(questionRegistry, question)}
        messages={messages}
        before={
          isAnswerable(question) ? (
            <AnswerStateIcon state={state} label={say(context.text, STATE_KEYS[state])} />
          ) : (
            // A calculation is never marked; the gap keeps its title in line with the others.
            <span className={questionStyles.stateIcon} aria-hidden="true" />
          )
        }
        after={
          question.notes && onNotes ? (
            <Button
              className={questionStyles.notesButton}
              aria-label={say(context.text, 'questions.notes.openLabel', {
                title: question.title,
                count: noteCount,
              })}
              onPress={() => onNotes(question.id)}
            >
              {/* The name starts with the visible words, so speech users can say what they see. */}
              {say(context.text, 'questions.notes.open')}{' '}
              <span className={questionStyles.badge} aria-hidden="true">
                {noteCount}
              </span>
            </Button>
          ) : null
        }
        footer={
          <>
            {retiredNote && <p className={questionStyles.hint}>{retiredNote}</p>}
            {history && <p className={`${fieldStyles.description} ${styles.history}`}>{history}</p>}
            {hint && (
              <p className={questionStyles.hint} role="status">
                {hint}
              </p>
            )}
            {guidance.length > 0 && (
              <details className={questionStyles.guidance}>
                <summary>{say(context.text, 'questions.guidance')}</summary>
                {guidance.map((entry) => (
                  <p key={`${entry.source}-${entry.key}`}>{entry.text}</p>
                ))}
              </details>
            )}
          </>
        }
      />
    </RendererContext.Provider>
  );
}

function sameErrors(a: readonly ValidationError[], b: readonly ValidationError[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((error, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      error.field === other.field &&
      error.code === other.code &&
      error.message === other.message
    );
  });
}

/** Contexts equal field by field: a page that rebuilds its context object still re-renders nothing. */
function sameContext(a: QuestionContext, b: QuestionContext): boolean {
  return (
    a === b ||
    (a.unitSystem === b.unitSystem &&
      a.country === b.country &&
      a.organisationGroup === b.organisationGroup &&
      a.tournamentGroup === b.tournamentGroup &&
      a.readOnly === b.readOnly &&
      a.text === b.text &&
      a.today === b.today &&
      a.hint === b.hint)
  );
}

/**
 * Re-render only when this question's own inputs change: a keystroke elsewhere leaves it alone
 * (a 200-question section must stay under 16 ms a keystroke). The whole answer set matters only
 * to a calculation, and then only the answers it reads.
 */
function sameField(prev: QuestionFieldProps, next: QuestionFieldProps): boolean {
  if (
    prev.question !== next.question ||
    prev.answer !== next.answer ||
    !sameContext(prev.context, next.context) ||
    prev.onChange !== next.onChange ||
    prev.onNotes !== next.onNotes ||
    prev.history !== next.history ||
    prev.labelledBy !== next.labelledBy ||
    prev.describedBy !== next.describedBy ||
    !sameErrors(prev.errors, next.errors)
  ) {
    return false;
  }
  const calculation = answerShape(next.question) === 'calculated' ? next.question.calculation : null;
  if (!calculation || prev.answers === next.answers) return true;
  return calculationReferences(calculation).questions.every(
    (id) => prev.answers?.[id] === next.answers?.[id],
  );
}

export const QuestionField = memo(QuestionFieldView, sameField);
