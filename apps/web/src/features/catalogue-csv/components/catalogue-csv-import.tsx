import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CATALOGUE_CSV_MAX_BYTES, CATALOGUE_CSV_MESSAGES } from '@shop/shared/admin/catalogue-csv';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useApplyCatalogueImport } from '../api/apply-catalogue-import';
import { useCheckCatalogueCsv } from '../api/check-catalogue-csv';
import { useCatalogueImport } from '../api/get-catalogue-import';
import { ImportErrorsTable } from './import-errors-table';
import { ImportSummary } from './import-summary';

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-PH')} ${word}${count === 1 ? '' : 's'}`;

/**
 * Import: choose a file → the dry run's report (every bad row, or what would change) → fix the
 * file and choose it again → apply, with a progress bar → what was done.
 */
export function CatalogueCsvImport() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const check = useCheckCatalogueCsv();
  const apply = useApplyCatalogueImport();
  const importId = check.data?._id;
  const current = useCatalogueImport(importId, apply.isPending).data ?? check.data;

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after fixing it: clear the input so it fires again.
    event.target.value = '';
    if (!file) return;
    apply.reset();
    setTooLarge(file.size > CATALOGUE_CSV_MAX_BYTES);
    if (file.size <= CATALOGUE_CSV_MAX_BYTES) check.mutate(file);
  }

  const applied = current?.status === 'applied';
  const applying = apply.isPending || current?.status === 'applying';
  const progress =
    current && current.totalRows > 0 ? (current.processedRows / current.totalRows) * 100 : 0;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box>
        <Typography component="h2" variant="h6">
          Import
        </Typography>
        <Typography color="text.secondary" variant="body2">
          The file is checked first: nothing changes until you apply it, and then all of it is
          applied or none of it.
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          hidden
          onChange={chooseFile}
        />
        <Button
          variant={current && !applied ? 'outlined' : 'contained'}
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          disabled={check.isPending || applying}
        >
          {current ? 'Choose another file' : 'Choose a CSV file'}
        </Button>
        {current ? (
          <Typography variant="body2" color="text.secondary">
            {current.fileName} · {plural(current.totalRows, 'row')}
          </Typography>
        ) : null}
      </Box>

      {tooLarge ? <Alert severity="error">{CATALOGUE_CSV_MESSAGES.tooLarge}</Alert> : null}
      {check.isPending ? (
        <Box role="status">
          <Typography variant="body2">Checking every row…</Typography>
          <LinearProgress sx={{ mt: 1 }} />
        </Box>
      ) : null}
      {check.isError ? <Alert severity="error">{check.error.message}</Alert> : null}

      {current && current.errors.length > 0 ? (
        <>
          <Alert severity="error">
            {plural(current.errors.length, 'problem')} found. Fix{' '}
            {current.errors.length === 1 ? 'it' : 'them'} in the file and choose it again: nothing
            was changed.
          </Alert>
          <ImportErrorsTable errors={current.errors} />
        </>
      ) : null}

      {current && current.errors.length === 0 && !applied ? (
        <>
          <Alert severity={applying ? 'info' : 'success'}>
            {applying
              ? 'Applying the file…'
              : 'The file is ready to apply. This is what it will change:'}
          </Alert>
          <ImportSummary summary={current.summary} />
          {applying ? (
            <Box role="status" aria-live="polite">
              <LinearProgress variant="determinate" value={progress} aria-label="Import progress" />
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {current.processedRows.toLocaleString('en-PH')} of{' '}
                {plural(current.totalRows, 'row')}
              </Typography>
            </Box>
          ) : (
            <Box>
              <Button variant="contained" onClick={() => apply.mutate(current._id)}>
                Apply {plural(current.totalRows, 'row')}
              </Button>
            </Box>
          )}
        </>
      ) : null}
      {apply.isError ? <Alert severity="error">{apply.error.message}</Alert> : null}

      {applied ? (
        <>
          <Alert severity="success">
            {current.fileName} was applied: the shop shows the new catalogue now.
          </Alert>
          <ImportSummary summary={current.summary} />
        </>
      ) : null}
    </Paper>
  );
}
