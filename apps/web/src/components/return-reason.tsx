import Typography from '@mui/material/Typography';
import { DetailsSection } from './details-section';

/** Why a return was asked for: the reason picked and the customer's own words. */
export function ReturnReason({ reason, details }: { reason: string; details: string }) {
  return (
    <DetailsSection title="Reason">
      <Typography sx={{ fontWeight: 600 }}>{reason}</Typography>
      {details ? (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {details}
        </Typography>
      ) : null}
    </DetailsSection>
  );
}

/** A note in its own section (the shop's reply to a return), its line breaks kept. */
export function NoteSection({ title, note }: { title: string; note: string }) {
  if (!note) return null;
  return (
    <DetailsSection title={title}>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{note}</Typography>
    </DetailsSection>
  );
}
