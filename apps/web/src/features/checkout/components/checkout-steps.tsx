import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId, type ReactNode } from 'react';
import { SectionCard } from '../../../components/details-section';

export const CHECKOUT_STEPS = ['Shipping information', 'Review and pay', 'Thank you'] as const;

/** Where the shopper is in the checkout: shipping → review and pay → thank you. */
export function CheckoutSteps({ active }: { active: 0 | 1 | 2 }) {
  return (
    <Box component="nav" aria-label="Checkout steps" sx={{ mb: { xs: 2.5, md: 4 } }}>
      <Stepper activeStep={active} alternativeLabel component="ol" sx={{ p: 0, m: 0 }}>
        {CHECKOUT_STEPS.map((label, index) => (
          <Step
            key={label}
            component="li"
            completed={index < active}
            aria-current={index === active ? 'step' : undefined}
            sx={{ listStyle: 'none' }}
          >
            <StepLabel>
              {label}
              {index < active ? (
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (done)
                </Box>
              ) : null}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}

export interface CheckoutSectionProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Shown beside the title (e.g. an edit link). */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of a checkout page, named by its heading. */
export function CheckoutSection({ title, description, action, children }: CheckoutSectionProps) {
  const headingId = useId();
  return (
    <SectionCard labelledBy={headingId} sx={{ borderRadius: 2 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: description ? 0.5 : 2,
        }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.15rem', sm: '1.3rem' } }}>
          {title}
        </Typography>
        {action}
      </Box>
      {description ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </SectionCard>
  );
}

/** One term of a read-back list (`<dl>`): its name over what was chosen. */
export function DetailItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
