import { questionRange, rankWith, uiTypeIs } from '@oncourse/engine';

import { controlProps, today } from './controlProps.ts';
import { TextValueInput } from './controls/TextValueInput.tsx';
import { unitFor } from './controls/unit.ts';
import type { QuestionRendererProps } from './types.ts';

/**
 * TEXTINPUTS: text, textarea, e-mail, web address, number or percentage with its unit, or a date
 * not after today, by the question's field type. A figure records the unit system it was typed in.
 */
export function TextInputs(props: QuestionRendererProps) {
  const { question, answer, context, onChange } = props;
  const system = answer.unitMeasurementType ?? context.unitSystem;
  const control = controlProps(props);
  return (
    <TextValueInput
      {...control}
      fieldType={question.fieldType}
      decimals={questionRange(question).decimals}
      value={answer.value}
      unit={unitFor(question, system, context.locale, context.country, context.currency)}
      placeholder={question.placeholder}
      today={today(context)}
      text={context.text}
      onChange={(value) =>
        onChange(question.id, {
          ...answer,
          value,
          unitMeasurementType: question.unitType ? system : answer.unitMeasurementType,
        })
      }
    />
  );
}

export const textInputsEntry = { tester: rankWith(1, uiTypeIs('TEXTINPUTS')), renderer: TextInputs };
