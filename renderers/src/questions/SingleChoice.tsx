import { rankWith, uiTypeIs } from '@oncourse/engine';

import { controlProps } from './controlProps.ts';
import { choiceOptions, selectedIds } from './controls/options.ts';
import { RadioOptions } from './controls/RadioOptions.tsx';
import type { QuestionRendererProps } from './types.ts';

/** SINGLECHOICE: one option of a list, as radio buttons one under another. */
export function SingleChoice(props: QuestionRendererProps) {
  const { question, answer, onChange } = props;
  return (
    <RadioOptions
      {...controlProps(props)}
      orientation="vertical"
      options={choiceOptions(question, answer.value)}
      value={selectedIds(answer.value)[0] ?? null}
      onChange={(value) => onChange(question.id, { ...answer, value })}
    />
  );
}

export const singleChoiceEntry = { tester: rankWith(1, uiTypeIs('SINGLECHOICE')), renderer: SingleChoice };
