import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LEGAL_PLACEHOLDERS } from '../../../../config/legal';
import { useSiteSettings } from '../../api/get-site-settings';

export interface LegalValues {
  effectiveDate: string;
  jurisdiction: string;
}

/**
 * The effective date and jurisdiction the server is configured with; until they are known, or
 * when the shop has not set them, counsel's placeholders show (spec section 1).
 */
export function useLegalValues(): LegalValues {
  const { data } = useSiteSettings();
  return {
    effectiveDate: data?.legal.effectiveDate ?? LEGAL_PLACEHOLDERS.effectiveDate,
    jurisdiction: data?.legal.jurisdiction ?? LEGAL_PLACEHOLDERS.jurisdiction,
  };
}

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
