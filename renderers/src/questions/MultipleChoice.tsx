import { rankWith, uiTypeIs } from '@oncourse/engine';

import { controlProps } from './controlProps.ts';
import { CheckboxOptions } from './controls/CheckboxOptions.tsx';
import { choiceOptions, selectedIds } from './controls/options.ts';
import type { QuestionRendererProps } from './types.ts';

/** MULTIPLECHOICE: any number of options, as checkboxes. */
export function MultipleChoice(props: QuestionRendererProps) {
  const { question, answer, onChange } = props;
  return (
    <CheckboxOptions
      {...controlProps(props)}
      options={choiceOptions(question, answer.value)}
      value={selectedIds(answer.value)}
      onChange={(value) => onChange(question.id, { ...answer, value })}
    />
  );
}

export const multipleChoiceEntry = {
  tester: rankWith(1, uiTypeIs('MULTIPLECHOICE')),
  renderer: MultipleChoice,
};
