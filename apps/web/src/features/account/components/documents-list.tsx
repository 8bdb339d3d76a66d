import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { AccountDocument } from '../api/get-documents';
import {
  documentTypeLabel,
  formatCalendarDate,
  formatManilaDate,
  lastFour,
  manilaToday,
} from '../document-types';

/** 'Passport ending in 1234': how a document is named to the customer. */
export function documentName(document: AccountDocument): string {
  return `${documentTypeLabel(document.type)} ending in ${lastFour(document.number)}`;
}

function MaskedNumber({ number }: { number: string }) {
  return (
    <Typography sx={{ fontFamily: 'monospace', fontSize: '1rem', letterSpacing: 1 }}>
      <span aria-hidden>•••• </span>
      <Box component="span" sx={visuallyHidden}>
        Number ending in{' '}
      </Box>
      {lastFour(number)}
    </Typography>
  );
}

export function DocumentsList({
  documents,
  onView,
  onDelete,
}: {
  documents: readonly AccountDocument[];
  onView: (document: AccountDocument) => void;
  onDelete: (document: AccountDocument) => void;
}) {
  const today = manilaToday();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {documents.map((document) => {
        const name = documentName(document);
        const isPdf = document.files.some((file) => file.side === 'pdf');
        const expired = document.expiry !== null && document.expiry < today;
        return (
          <Paper component="li" key={document._id} variant="outlined" sx={{ p: 2 }}>
            <Box
              sx={{
                display: 'flex',
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                alignItems: 'center',
                gap: 2,
              }}
            >
              <Box
                aria-hidden
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  flex: '0 0 48px',
                  height: 48,
                  borderRadius: 1,
                  bgcolor: 'rgba(198, 40, 40, 0.08)',
                  color: 'primary.main',
                }}
              >
                {isPdf ? <PictureAsPdfIcon /> : <BadgeIcon />}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {documentTypeLabel(document.type)}
                  </Typography>
                  {expired ? <Chip label="Expired" color="error" size="small" /> : null}
                </Stack>
                <MaskedNumber number={document.number} />
                <Typography variant="body2" color="text.secondary">
                  {document.expiry
                    ? `${expired ? 'Expired' : 'Expires'} ${formatCalendarDate(document.expiry)}`
                    : 'No expiry date'}
                  {' · '}
                  Uploaded {formatManilaDate(document.created_at)}
                </Typography>
              </Box>
              {/* Below the details on a phone, beside them from tablets up. */}
              <Stack
                direction="row"
                spacing={1}
                sx={{
                  flexShrink: 0,
                  width: { xs: '100%', sm: 'auto' },
                  justifyContent: 'flex-end',
                }}
              >
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<VisibilityIcon />}
                  aria-label={`View ${name}`}
                  onClick={() => onView(document)}
                >
                  View
                </Button>
                <Button
                  color="error"
                  size="small"
                  startIcon={<DeleteIcon />}
                  aria-label={`Delete ${name}`}
                  onClick={() => onDelete(document)}
                >
                  Delete
                </Button>
              </Stack>
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
