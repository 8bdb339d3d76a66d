import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LEGAL_PLACEHOLDERS, legal } from '../../../../config/legal';

export const effectiveDate = () => legal.effectiveDate || LEGAL_PLACEHOLDERS.effectiveDate;
export const jurisdiction = () => legal.jurisdiction || LEGAL_PLACEHOLDERS.jurisdiction;

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function LegalParagraph({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ mb: 1.5, lineHeight: 1.7 }}>
      {children}
    </Typography>
  );
}

export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, my: 1, typography: 'body2', lineHeight: 1.7 }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}
