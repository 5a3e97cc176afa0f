import { controlProps } from './controlProps.ts';
import { OptionSelect } from './controls/OptionSelect.tsx';
import { choiceOptions, selectedIds } from './controls/options.ts';
import { say } from './strings.ts';
import type { QuestionRendererProps } from './types.ts';

/** DROPDOWNLIST: one option from a dropdown; optional questions can go back to "nothing chosen". */
export function DropdownList(props: QuestionRendererProps) {
  const { question, answer, context, onChange } = props;
  return (
    <OptionSelect
      {...controlProps(props)}
      options={choiceOptions(question, answer.value)}
      value={selectedIds(answer.value)[0] ?? null}
      allowEmpty={question.optional}
      placeholder={question.placeholder ?? say(context.text, 'questions.select')}
      onChange={(value) => onChange(question.id, { ...answer, value })}
    />
  );
}
