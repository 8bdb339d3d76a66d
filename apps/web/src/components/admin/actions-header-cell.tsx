import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { visuallyHidden } from '@mui/utils';

/** The head of a console table's row-actions column: named for screen readers only. */
export function ActionsHeaderCell() {
  return (
    <TableCell align="right">
      <Box component="span" sx={visuallyHidden}>
        Actions
      </Box>
    </TableCell>
  );
}
