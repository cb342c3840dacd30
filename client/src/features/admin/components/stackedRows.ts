import type { Theme } from '@mui/material/styles';

/** The column name each cell carries, shown before its value only when rows are stacked. */
export const cellLabelAttribute = 'data-label';

/** Marks a heading cell that holds a control (select all), which stays when the headings go. */
export const headingControlAttribute = 'data-heading-control';

/**
 * Below the `md` breakpoint a console table is no longer a grid: each row is a card of
 * "column: value" lines, so that badges and actions stay on the screen instead of past its edge.
 * The table's elements keep their roles; only their layout changes.
 */
export const stackedRows = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: {
    minWidth: 0,
    display: 'block',
    '& thead, & tbody, & thead tr': { display: 'block' },
    '& thead th': { display: 'none' },
    [`& thead th[${headingControlAttribute}]`]: { display: 'block', border: 0, px: 1 },
    '& tbody tr': {
      display: 'block',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      m: 1,
      py: 0.5,
    },
    '& tbody td': {
      display: 'flex',
      alignItems: 'center',
      gap: 1.5,
      maxWidth: 'none',
      border: 0,
      px: 1.5,
      py: 0.5,
    },
    '& tbody td[colspan]': { justifyContent: 'center' },
    [`& tbody td[${cellLabelAttribute}]::before`]: {
      content: `attr(${cellLabelAttribute})`,
      display: 'block',
      flex: '0 0 6.5rem',
      color: 'text.secondary',
      fontWeight: 600,
      whiteSpace: 'normal',
    },
  },
});
