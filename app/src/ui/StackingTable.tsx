import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';
import { DataTable } from './Table';

interface StackingTableProps<TFeatures extends TableFeatures, TData extends RowData> {
  table: ReactTable<TFeatures, TData>;
  labelledBy: string;
  /** Each column's label, which a cell shows beside its value when narrow screens stack the rows. */
  labels: Readonly<Record<string, string>>;
  cellClassName?: (columnId: string) => string | undefined;
}

/** A data table that scrolls sideways when it must and stacks each row into labelled lines on a phone. */
export function StackingTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  labelledBy,
  labels,
  cellClassName,
}: StackingTableProps<TFeatures, TData>) {
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  return (
    <DataTable stacking aria-labelledby={labelledBy}>
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
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <td
                key={cell.id}
                data-label={labels[cell.column.id]}
                className={cellClassName?.(cell.column.id)}
              >
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
