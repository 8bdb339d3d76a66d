import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A failed read: what went wrong, what the server said, and a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ bgcolor: 'background.paper' }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="p" variant="body2">
        {error.message}
      </Typography>
    </Alert>
  );
}
