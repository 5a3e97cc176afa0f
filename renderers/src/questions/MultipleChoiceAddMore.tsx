import { useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { nextAddedAnswerId, rankWith, uiTypeIs, validateNewAnswer } from '@oncourse/engine';

import { controlProps } from './controlProps.ts';
import { CheckboxOptions } from './controls/CheckboxOptions.tsx';
import { choiceOptions, selectedIds } from './controls/options.ts';
import { ErrorMessages } from './ErrorMessages.tsx';
import { errorMessage, say } from './strings.ts';
import type { QuestionRendererProps } from './types.ts';
import fieldStyles from '../form-theme/templates/field.module.css';
import buttonStyles from '../form-theme/templates/button.module.css';
import inputStyles from '../form-theme/widgets/input.module.css';
import questionStyles from './question.module.css';

/**
 * MULTIPLECHOICE_ADDMORE: checkboxes plus the facility's own answers, which it can add (at most
 * 250 characters, not a copy of an option; engine `validateNewAnswer`) and remove again.
 */
export function MultipleChoiceAddMore(props: QuestionRendererProps) {
  const { question, answer, context, onChange } = props;
  const control = controlProps(props);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const options = choiceOptions(question, answer.value, answer.facilityAddedAnswers);
  const selected = selectedIds(answer.value);
  const newErrorId = `${control.id}-new-error`;

  const add = () => {
    const titles = options.map((option) => option.title);
    const [error] = validateNewAnswer(draft, titles);
    if (error) {
      setProblem(errorMessage(context.text, error));
      return;
    }
    const entry = { id: nextAddedAnswerId(answer), title: draft.trim() };
    onChange(question.id, {
      ...answer,
      facilityAddedAnswers: [...answer.facilityAddedAnswers, entry],
      value: [...selected, entry.id],
    });
    setDraft('');
    setProblem(null);
  };

  const remove = (id: number) =>
    onChange(question.id, {
      ...answer,
      facilityAddedAnswers: answer.facilityAddedAnswers.filter((entry) => entry.id !== id),
      value: selected.filter((chosen) => chosen !== id),
    });

  return (
    <div className={questionStyles.addmore}>
      <CheckboxOptions
        {...control}
        options={options}
        value={selected}
        onChange={(value) => onChange(question.id, { ...answer, value })}
        after={(option) =>
          option.added && !context.readOnly ? (
            <Button
              className={questionStyles.iconButton}
              aria-label={say(context.text, 'questions.addMore.remove', { title: option.title })}
              onPress={() => remove(option.id)}
            >
              <span aria-hidden="true">×</span>
            </Button>
          ) : null
        }
      />
      {!context.readOnly && (
        <div>
          <TextField
            className={inputStyles.textField}
            value={draft}
            onChange={(next) => {
              setDraft(next);
              if (problem) setProblem(null);
            }}
            isInvalid={problem !== null}
            validationBehavior="aria"
            aria-describedby={problem ? newErrorId : undefined}
          >
            <Label className={`${fieldStyles.label} ${fieldStyles.labelSmall}`}>
              {say(context.text, 'questions.addMore.label')}
            </Label>
            <div className={questionStyles.addmoreRow}>
              <Input
                className={inputStyles.input}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add();
                  }
                }}
              />
              <Button className={`${buttonStyles.button} ${buttonStyles.secondary}`} onPress={add}>
                {say(context.text, 'questions.addMore.add')}
              </Button>
            </div>
          </TextField>
          <ErrorMessages id={newErrorId} messages={problem ? [problem] : []} />
        </div>
      )}
    </div>
  );
}

export const multipleChoiceAddMoreEntry = {
  tester: rankWith(1, uiTypeIs('MULTIPLECHOICE_ADDMORE')),
  renderer: MultipleChoiceAddMore,
};
