import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import {
  activeQuestions,
  emptyAnswer,
  nestedQuestionsVisible,
  rankWith,
  sortBySortOrder,
  uiTypeIs,
} from '@oncourse/engine';
import type { Answer, AnswerValue, Question, ValidationError } from '@oncourse/engine';

import { controlProps } from './controlProps.ts';
import { CheckboxOptions } from './controls/CheckboxOptions.tsx';
import { choiceOptions, selectedIds } from './controls/options.ts';
import { describeError, nestedErrors } from './describeError.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { useRenderer } from './rendererContext.ts';
import type { QuestionContext, QuestionRendererProps } from './types.ts';
import questionStyles from './question.module.css';

/**
 * MULTIPLECHOICE_NESTED: checkboxes, and the follow-up questions shown while the option that
 * opens them is chosen (engine `nestedQuestionsVisible`). Hidden follow-ups keep what was typed.
 */
export function MultipleChoiceNested(props: QuestionRendererProps) {
  const { question, answer, errors, context, onChange } = props;
  const visible = nestedQuestionsVisible(question, answer.value);
  const nested = sortBySortOrder(activeQuestions(question.nestedQuestions));
  const setNested = (nestedQuestion: Question, next: Answer) =>
    onChange(question.id, {
      ...answer,
      nestedValues: { ...answer.nestedValues, [nestedQuestion.id]: next.value },
      unitMeasurementType: nestedQuestion.unitType ? next.unitMeasurementType : answer.unitMeasurementType,
    });
  const followUps =
    visible && nested.length > 0 ? (
      <div className={questionStyles.nested}>
        {nested.map((nestedQuestion) => (
          <NestedQuestion
            key={nestedQuestion.id}
            parentId={question.id}
            question={nestedQuestion}
            value={answer.nestedValues[nestedQuestion.id] ?? null}
            parentAnswer={answer}
            errors={errors}
            context={context}
            onChange={setNested}
          />
        ))}
      </div>
    ) : null;
  // Follow-ups opened by one option sit right under it, not after the last option ("Other").
  const trigger = question.nestedQuestionsId;
  return (
    <div>
      <CheckboxOptions
        {...controlProps(props)}
        options={choiceOptions(question, answer.value)}
        value={selectedIds(answer.value)}
        onChange={(value) => onChange(question.id, { ...answer, value })}
        after={trigger === null ? undefined : (option) => (option.id === trigger ? followUps : null)}
      />
      {trigger === null && followUps}
    </div>
  );
}

interface NestedQuestionProps {
  parentId: number;
  question: Question;
  value: AnswerValue;
  parentAnswer: Answer;
  errors: readonly ValidationError[];
  context: QuestionContext;
  onChange: (question: Question, answer: Answer) => void;
}

/** A follow-up question, rendered by its own renderer over a stand-in answer holding its value. */
function NestedQuestion({
  parentId,
  question,
  value,
  parentAnswer,
  errors,
  context,
  onChange,
}: NestedQuestionProps) {
  const renderer = useRenderer(question);
  const system = parentAnswer.unitMeasurementType;
  const answer = useMemo(() => ({ ...emptyAnswer(), value, unitMeasurementType: system }), [value, system]);
  const own = nestedErrors(parentId, question.id, errors);
  const { locale } = useLocale();
  return (
    <FieldFrame
      renderer={renderer}
      question={question}
      answer={answer}
      errors={own}
      messages={own.map((error) => describeError(question, answer, error, context.text, locale))}
      context={context}
      onChange={(_id, next) => onChange(question, next)}
    />
  );
}

export const multipleChoiceNestedEntry = {
  tester: rankWith(1, uiTypeIs('MULTIPLECHOICE_NESTED')),
  renderer: MultipleChoiceNested,
};
