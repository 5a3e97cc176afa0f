import { rankWith, uiTypeIs } from '@oncourse/engine';

import { controlProps } from './controlProps.ts';
import { choiceOptions, selectedIds } from './controls/options.ts';
import { RadioOptions } from './controls/RadioOptions.tsx';
import type { QuestionRendererProps } from './types.ts';

/** CHOICE: a short answer such as yes / no / in progress, as radio buttons in a row. */
export function Choice(props: QuestionRendererProps) {
  const { question, answer, onChange } = props;
  return (
    <RadioOptions
      {...controlProps(props)}
      orientation="horizontal"
      options={choiceOptions(question, answer.value)}
      value={selectedIds(answer.value)[0] ?? null}
      onChange={(value) => onChange(question.id, { ...answer, value })}
    />
  );
}

export const choiceEntry = { tester: rankWith(1, uiTypeIs('CHOICE')), renderer: Choice };
