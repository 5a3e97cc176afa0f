import type { ColumnHelper, RowData } from '@tanstack/react-table';
import { Button } from 'react-aria-components';
import { buttonClass } from './button';
import { RowActions } from './Table';

/** One button in a table row; `accessibleLabel` names the row too ("Delete Report.pdf"). */
export interface RowAction {
  label: string;
  accessibleLabel: string;
  onPress: () => void;
}

/** The features of `tableFeatures({})`: a table that only lays out its rows. */
type PlainFeatures = Record<never, never>;

/**
 * A data table's last column: a header only screen readers hear, and the row's buttons, left out
 * (false) where the row does not offer them.
 */
export function rowActionsColumn<TData extends RowData>(
  helper: ColumnHelper<PlainFeatures, TData>,
  header: string,
  actions: (row: TData) => readonly (RowAction | false)[],
) {
  return helper.display({
    id: 'actions',
    header: () => <span className="visually-hidden">{header}</span>,
    cell: (info) => (
      <RowActions>
        {actions(info.row.original).map(
          (action) =>
            action && (
              <Button
                key={action.label}
                className={buttonClass('secondary', 'small')}
                aria-label={action.accessibleLabel}
                onPress={action.onPress}
              >
                {action.label}
              </Button>
            ),
        )}
      </RowActions>
    ),
  });
}
