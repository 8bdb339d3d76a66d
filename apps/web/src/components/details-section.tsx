import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { SectionCard } from './section-card';

/** A titled card of a details screen, named by its heading. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <SectionCard labelledBy={headingId}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </SectionCard>
  );
}
