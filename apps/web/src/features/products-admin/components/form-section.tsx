import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One titled part of the product form. */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      ) : null}
      <div style={{ marginTop: 16 }}>{children}</div>
    </Paper>
  );
}
