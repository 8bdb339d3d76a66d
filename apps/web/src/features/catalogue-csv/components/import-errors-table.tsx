import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CatalogueImportError } from '@shop/shared/admin/catalogue-csv';

/** The dry run's problems, one per cell, in the file's order. */
export function ImportErrorsTable({ errors }: { errors: CatalogueImportError[] }) {
  return (
    <TableContainer sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label="Problems found in the file">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 80 }}>Line</TableCell>
            <TableCell sx={{ width: 200 }}>Column</TableCell>
            <TableCell>Message</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((error) => (
            <TableRow key={`${error.line}:${error.column}`}>
              <TableCell>{error.line}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {error.column || '—'}
              </TableCell>
              <TableCell>{error.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
