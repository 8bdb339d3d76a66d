import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouteError } from 'react-router';

/** A console screen that failed to load or render: say so, and offer a reload. */
export function ConsoleErrorBoundary() {
  const error = useRouteError();
  const updated =
    error instanceof TypeError &&
    /dynamically imported module|Importing a module/i.test(error.message);
  return (
    <Box sx={{ p: 3, maxWidth: 640 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        }
      >
        {updated
          ? 'The console was updated while you were working. Reload the page to continue.'
          : 'Something went wrong while loading this page. Please try again.'}
      </Alert>
    </Box>
  );
}
