import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDownloadCatalogueCsv } from '../api/download-catalogue-csv';

/** Export: every product with its variants, prices and stock per branch, as one CSV. */
export function CatalogueCsvExport() {
  const download = useDownloadCatalogueCsv();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box>
        <Typography component="h2" variant="h6">
          Export
        </Typography>
        <Typography color="text.secondary" variant="body2">
          Every product with its variants, prices and stock per branch: one row per variant, ready
          to edit in a spreadsheet and import again.
        </Typography>
      </Box>
      <Box>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {download.isPending ? 'Preparing the file…' : 'Export the catalogue'}
        </Button>
      </Box>
      {download.isError ? <Alert severity="error">{download.error.message}</Alert> : null}
      {download.isSuccess ? <Alert severity="success">Downloaded {download.data}.</Alert> : null}
    </Paper>
  );
}
