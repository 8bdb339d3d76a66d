import Box from '@mui/material/Box';
import { CatalogueCsvExport } from '../../../features/catalogue-csv/components/catalogue-csv-export';
import { CatalogueCsvImport } from '../../../features/catalogue-csv/components/catalogue-csv-import';
import { CsvFormatHelp } from '../../../features/catalogue-csv/components/csv-format-help';
import { ConsolePage } from './console-page';

/** Products › Import / export: the whole catalogue as one CSV, out and back in. */
export function Component() {
  return (
    <ConsolePage
      title="Import / export"
      description="Download the catalogue as a CSV, change prices, stock or products in a spreadsheet, and bring the file back."
    >
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100 }}>
        <CatalogueCsvExport />
        <CatalogueCsvImport />
        <CsvFormatHelp />
      </Box>
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
