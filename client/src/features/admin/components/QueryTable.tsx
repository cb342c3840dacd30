import type { DataTableProps } from './DataTable.tsx';
import { DataTable } from './DataTable.tsx';
import { QueryState } from './QueryState.tsx';

type Props<Row> = Omit<DataTableProps<Row>, 'rows'> & {
  /** Undefined until the list has arrived. */
  rows: readonly Row[] | undefined;
  loading: boolean;
  error?: unknown;
  loadingLabel: string;
  errorText: string;
  onRetry: () => void;
};

/** A console list from a query: its table once the rows are there, before that loading or the error. */
export function QueryTable<Row>({
  rows,
  loading,
  error,
  loadingLabel,
  errorText,
  onRetry,
  ...table
}: Props<Row>) {
  if (rows) return <DataTable {...table} rows={rows} />;
  return (
    <QueryState
      loading={loading}
      error={error}
      loadingLabel={loadingLabel}
      errorText={errorText}
      onRetry={onRetry}
    />
  );
}
