import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

import { visuallyHidden } from '../../../lib/visuallyHidden.ts';
import { cellLabelAttribute, headingControlAttribute, stackedRows } from './stackedRows.ts';

export interface Column<Row> {
  /** The column's name (and its heading unless `heading` is given). */
  header: string;
  /** Shown in the heading cell instead of `header`, such as a select-all checkbox. */
  heading?: ReactNode;
  render: (row: Row) => ReactNode;
  /** Caps a long text column so the table stays readable; the cell wraps. */
  maxWidth?: number;
  /** `anywhere` for long unbroken text (URLs, addresses), `nowrap` for buttons and labels. */
  wrap?: 'anywhere' | 'nowrap';
}

const wrapping = (wrap: Column<unknown>['wrap']) =>
  wrap === 'nowrap' ? ({ whiteSpace: 'nowrap' } as const) : ({ overflowWrap: wrap ?? 'break-word' } as const);

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
  /** Marks chosen rows (as `aria-selected` and the theme's selected colour). */
  isSelected?: (row: Row) => boolean;
}

/**
 * A console table: on narrow screens each row is a card of "column: value" lines (stackedRows.ts);
 * says so when it has no rows.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  isSelected,
}: DataTableProps<Row>) {
  return (
    // Focusable, so that keyboard users can scroll a table wider than its place.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" sx={[{ minWidth: 720 }, stackedRows]}>
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.header}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                {...(column.heading ? { [headingControlAttribute]: '' } : {})}
              >
                {column.heading ?? column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell
                colSpan={columns.length}
                sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}
              >
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow
                key={rowKey(row)}
                hover
                selected={isSelected?.(row) ?? false}
                aria-selected={isSelected ? isSelected(row) : undefined}
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    // On narrow screens the cell shows its column's name before the value.
                    {...{ [cellLabelAttribute]: column.header }}
                    sx={{ maxWidth: column.maxWidth, ...wrapping(column.wrap) }}
                  >
                    <Box sx={{ minWidth: 0 }}>{column.render(row)}</Box>
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
