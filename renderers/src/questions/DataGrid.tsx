import { useMemo, useState } from 'react';
import { Button, useLocale } from 'react-aria-components';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { activeQuestions, formatNumber, isChoiceQuestion, rowFollowUps, sortBySortOrder } from '@oncourse/engine';
import type { GridRow, Question, UnitSystem } from '@oncourse/engine';

import { MAX_TYPED_DECIMALS } from '../numbers/numberText.ts';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.tsx';
import { controlProps } from './controlProps.ts';
import { unitFor } from './controls/unit.ts';
import { RowDialog } from './RowDialog.tsx';
import { say } from './strings.ts';
import type { QuestionContext, QuestionRendererProps } from './types.ts';
import themeStyles from '../form-theme/theme.module.css';
import fieldStyles from '../form-theme/templates/field.module.css';
import buttonStyles from '../form-theme/templates/button.module.css';
import questionStyles from './question.module.css';
import gridStyles from './grid.module.css';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, GridRow>();

type Dialog =
  | { kind: 'closed' }
  | { kind: 'add' }
  | { kind: 'edit'; row: GridRow }
  | { kind: 'deleteRow'; row: GridRow }
  | { kind: 'deleteTable' };

const CLOSED: Dialog = { kind: 'closed' };

let rowSequence = 0;

/** A row id unique in this browser session; the server keeps whatever id a row arrives with. */
function newRowId(): string {
  rowSequence += 1;
  return `row-${Date.now().toString(36)}-${rowSequence}`;
}

/**
 * DATAGRID: a table of rows the facility adds, edits and deletes in dialogs (docs/reviews.md#behaviour), with a
 * confirmation before a row or the whole table goes. Row fields are the grid's row questions,
 * rendered by their own renderers; figures are in the answer's unit system.
 */
export function DataGrid(props: QuestionRendererProps) {
  const { question, answer, context, onChange } = props;
  const { labelledBy, describedBy, readOnly } = controlProps(props);
  const [dialog, setDialog] = useState<Dialog>(CLOSED);
  const columns = useMemo(() => sortBySortOrder(activeQuestions(question.rowQuestions)), [question]);
  const system = answer.unitMeasurementType ?? context.unitSystem;
  const hasUnits = columns.some((column) => column.unitType !== null);
  const close = () => setDialog(CLOSED);

  const saveRows = (rows: GridRow[]) =>
    onChange(question.id, {
      ...answer,
      rows,
      unitMeasurementType: hasUnits ? system : answer.unitMeasurementType,
    });

  const saveRow = (values: GridRow['values']) => {
    if (dialog.kind === 'edit') {
      saveRows(answer.rows.map((row) => (row.id === dialog.row.id ? { ...row, values } : row)));
    } else {
      saveRows([...answer.rows, { id: newRowId(), values }]);
    }
    close();
  };

  return (
    <div>
      <GridTable
        columns={columns}
        rows={answer.rows}
        system={system}
        vertical={question.verticalTableLayout}
        context={context}
        labelledBy={labelledBy}
        describedBy={describedBy}
        onEdit={readOnly ? null : (row) => setDialog({ kind: 'edit', row })}
        onDelete={readOnly ? null : (row) => setDialog({ kind: 'deleteRow', row })}
      />
      {!readOnly && (
        <div className={questionStyles.actions}>
          <Button
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onPress={() => setDialog({ kind: 'add' })}
          >
            {say(context.text, 'questions.grid.add')}
          </Button>
          {answer.rows.length > 0 && (
            <Button
              className={`${buttonStyles.button} ${buttonStyles.quiet}`}
              onPress={() => setDialog({ kind: 'deleteTable' })}
            >
              {say(context.text, 'questions.grid.deleteTable')}
            </Button>
          )}
        </div>
      )}
      {(dialog.kind === 'add' || dialog.kind === 'edit') && (
        <RowDialog
          question={question}
          columns={columns}
          row={dialog.kind === 'edit' ? dialog.row : null}
          system={system}
          context={context}
          onSave={saveRow}
          onClose={close}
        />
      )}
      <ConfirmDialog
        isOpen={dialog.kind === 'deleteRow' || dialog.kind === 'deleteTable'}
        title={say(
          context.text,
          dialog.kind === 'deleteTable' ? 'questions.grid.deleteTableTitle' : 'questions.grid.deleteRowTitle',
        )}
        confirmLabel={say(context.text, 'questions.grid.delete')}
        cancelLabel={say(context.text, 'questions.cancel')}
        tone="danger"
        onCancel={close}
        onConfirm={() => {
          if (dialog.kind === 'deleteRow') saveRows(answer.rows.filter((row) => row.id !== dialog.row.id));
          if (dialog.kind === 'deleteTable') saveRows([]);
          close();
        }}
      >
        <p>
          {say(
            context.text,
            dialog.kind === 'deleteTable' ? 'questions.grid.deleteTableText' : 'questions.grid.deleteRowText',
          )}
        </p>
      </ConfirmDialog>
    </div>
  );
}

interface GridTableProps {
  columns: readonly Question[];
  rows: GridRow[];
  system: UnitSystem;
  vertical: boolean;
  context: QuestionContext;
  labelledBy: string;
  describedBy: string | undefined;
  onEdit: ((row: GridRow) => void) | null;
  onDelete: ((row: GridRow) => void) | null;
}

/** The rows as a table: one row per grid row, or with `verticalTableLayout` one column per grid row. */
function GridTable({
  columns,
  rows,
  system,
  vertical,
  context,
  labelledBy,
  describedBy,
  onEdit,
  onDelete,
}: GridTableProps) {
  const { locale } = useLocale();
  const tableColumns = useMemo(
    () =>
      helper.columns([
        ...columns.map((column) =>
          helper.accessor((row) => cellWithFollowUps(column, row, locale), {
            id: String(column.id),
            header: headerText(column, system, context),
          }),
        ),
        ...(onEdit && onDelete
          ? [
              helper.display({
                id: 'actions',
                header: () => (
                  <span className={themeStyles.visuallyHidden}>
                    {say(context.text, 'questions.grid.actions')}
                  </span>
                ),
                cell: (info) => {
                  const number = info.row.index + 1;
                  return (
                    <span className={questionStyles.actions}>
                      <Button
                        className={`${buttonStyles.button} ${buttonStyles.quiet}`}
                        aria-label={say(context.text, 'questions.grid.editRow', { number })}
                        onPress={() => onEdit(info.row.original)}
                      >
                        {say(context.text, 'questions.grid.edit')}
                      </Button>
                      <Button
                        className={`${buttonStyles.button} ${buttonStyles.quiet}`}
                        aria-label={say(context.text, 'questions.grid.deleteRow', { number })}
                        onPress={() => onDelete(info.row.original)}
                      >
                        {say(context.text, 'questions.grid.delete')}
                      </Button>
                    </span>
                  );
                },
              }),
            ]
          : []),
      ]),
    [columns, system, context, onEdit, onDelete, locale],
  );
  const table = useTable({ features, columns: tableColumns, data: rows, getRowId: (row) => row.id });

  if (rows.length === 0) {
    return (
      <p className={fieldStyles.description} id={`${labelledBy}-empty`}>
        {say(context.text, 'questions.grid.empty')}
      </p>
    );
  }
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  // On a narrow screen each row stacks, every value under its column's name (grid.module.css).
  const labels: Record<string, string> = Object.fromEntries(
    columns.map((column) => [String(column.id), headerText(column, system, context)]),
  );
  const tableRows = table.getRowModel().rows;
  return (
    <div className={gridStyles.gridScroll}>
      <table className={gridStyles.gridTable} aria-labelledby={labelledBy} aria-describedby={describedBy}>
        {vertical ? (
          <tbody>
            {headers.map((header, index) => (
              <tr key={header.id}>
                <th scope="row">
                  <table.FlexRender header={header} />
                </th>
                {tableRows.map((row) => {
                  const cell = row.getAllCells()[index];
                  return <td key={row.id}>{cell && <table.FlexRender cell={cell} />}</td>;
                })}
              </tr>
            ))}
          </tbody>
        ) : (
          <>
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header.id} scope="col">
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tableRows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} data-label={labels[cell.column.id]}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </>
        )}
      </table>
    </div>
  );
}

function headerText(
  column: Question,
  system: UnitSystem,
  { locale, country, currency }: Pick<QuestionContext, 'locale' | 'country' | 'currency'>,
): string {
  const unit = unitFor(column, system, locale, country, currency);
  return unit ? `${column.title} (${unit})` : column.title;
}

/**
 * A cell as read: an option's title for choice columns, figures in the display language with digit
 * grouping and every decimal they have, else the text.
 */
/** A cell and what its follow-up questions hold, e.g. "Other: quarry lake". */
function cellWithFollowUps(column: Question, row: GridRow, locale: string): string {
  const own = cellText(column, row.values[column.id], locale);
  const followUps = rowFollowUps(column, row.values[column.id])
    .map((followUp) => cellText(followUp, row.values[followUp.id], locale))
    .filter((text) => text !== '');
  return followUps.length === 0 ? own : `${own}: ${followUps.join(', ')}`;
}

function cellText(column: Question, value: GridRow['values'][string] | undefined, locale: string): string {
  if (value === null || value === undefined) return '';
  if (isChoiceQuestion(column)) {
    return column.answers.find((option) => option.id === Number(value))?.title ?? String(value);
  }
  return typeof value === 'number' ? formatNumber(value, locale, { maxDecimals: MAX_TYPED_DECIMALS }) : String(value);
}
