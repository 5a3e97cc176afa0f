import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, useLocale } from 'react-aria-components';
import { emptyAnswer, preselectedValue, rowFollowUps, validateAnswer } from '@oncourse/engine';
import type { Answer, GridRow, Question, UnitSystem, ValidationError } from '@oncourse/engine';

import { today } from './controlProps.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { ModalDialog } from '../dialogs/ModalDialog.tsx';
import { useRenderer } from './rendererContext.ts';
import { errorMessage, say } from './strings.ts';
import type { QuestionContext } from './types.ts';
import themeStyles from '../form-theme/theme.module.css';
import buttonStyles from '../form-theme/templates/button.module.css';

type Cell = GridRow['values'][string];

interface RowDialogProps {
  question: Question;
  columns: readonly Question[];
  /** The row being edited; a new row starts with its columns' preselected options, if any. */
  row: GridRow | null;
  system: UnitSystem;
  context: QuestionContext;
  onSave: (values: GridRow['values']) => void;
  onClose: () => void;
}

function preselectedCells(columns: readonly Question[]): GridRow['values'] {
  const cells: GridRow['values'] = {};
  for (const column of columns) {
    const value = preselectedValue(column);
    if (value !== null) cells[column.id] = value as Cell;
  }
  return cells;
}

/**
 * Adds or edits one data-grid row in a dialog. Every field is required and at most 250
 * characters (docs/reviews.md#input-rules): the engine checks the row as it would on save, and the dialog stays
 * open with the messages beside their fields until the row is right.
 */
export function RowDialog({ question, columns, row, system, context, onSave, onClose }: RowDialogProps) {
  const [values, setValues] = useState<GridRow['values']>(() =>
    row ? { ...row.values } : preselectedCells(columns),
  );
  const [errors, setErrors] = useState<Record<string, ValidationError[]> | null>(null);

  const check = (next: GridRow['values']) => {
    const candidate: Answer = { ...emptyAnswer(), rows: [{ id: row?.id ?? 'new', values: next }] };
    const prefix = `${question.id}.rows.0.`;
    const byColumn: Record<string, ValidationError[]> = {};
    for (const error of validateAnswer(question, candidate, { today: today(context) })) {
      if (!error.field.startsWith(prefix)) continue;
      const column = error.field.slice(prefix.length).split('.')[0] ?? '';
      (byColumn[column] ??= []).push({ ...error, field: column });
    }
    return byColumn;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    onSave(values);
  };

  const setCell = (columnId: number, value: Cell) => {
    const next = { ...values, [columnId]: value };
    setValues(next);
    // Once a save was refused, messages follow the typing so a fixed field clears at once.
    if (errors) setErrors(check(next));
  };

  return (
    <ModalDialog
      isOpen
      size="wide"
      onClose={onClose}
      title={say(context.text, row ? 'questions.grid.editTitle' : 'questions.grid.addTitle')}
    >
      <form className={themeStyles.form} noValidate onSubmit={submit}>
        {columns.flatMap((column) =>
          // A cell's follow-up questions ("Other": what is it?) appear under it while their option is chosen.
          [column, ...rowFollowUps(column, values[column.id])].map((field) => (
            <RowField
              key={field.id}
              column={field}
              value={values[field.id] ?? null}
              errors={errors?.[field.id] ?? NO_ERRORS}
              system={system}
              context={context}
              onChange={setCell}
            />
          )),
        )}
        <div className={buttonStyles.formActions}>
          <Button className={`${buttonStyles.button} ${buttonStyles.secondary}`} onPress={onClose}>
            {say(context.text, 'questions.cancel')}
          </Button>
          <Button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
            {say(context.text, 'questions.grid.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

const NO_ERRORS: ValidationError[] = [];

interface RowFieldProps {
  column: Question;
  value: Cell;
  errors: readonly ValidationError[];
  system: UnitSystem;
  context: QuestionContext;
  onChange: (columnId: number, value: Cell) => void;
}

/** One field of the row, rendered by its row question's own renderer over a stand-in answer. */
function RowField({ column, value, errors, system, context, onChange }: RowFieldProps) {
  const renderer = useRenderer(column);
  const { locale } = useLocale();
  const answer: Answer = { ...emptyAnswer(), value, unitMeasurementType: system };
  return (
    <FieldFrame
      renderer={renderer}
      question={column}
      answer={answer}
      errors={errors}
      messages={errors.map((error) => errorMessage(context.text, error, locale))}
      context={context}
      onChange={(_id, next) => onChange(column.id, toCell(next.value))}
    />
  );
}

/** Grid cells hold text, a number or an option id; anything else is no value. */
function toCell(value: Answer['value']): Cell {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value)) return value[0] ?? null;
  return null;
}
