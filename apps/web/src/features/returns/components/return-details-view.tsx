import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderReturn } from '@shop/shared/order-after-sales';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailsColumns, DetailsHeader, DetailsSection } from '../../../components/details-section';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { StatusTimeline } from '../../../components/status-timeline';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/date-format';
import { usePhotoUrls } from '../hooks/use-photo-urls';
import { ReturnItems } from './return-items';

function ReturnPhotos({ entry, token }: { entry: OrderReturn; token: string | null }) {
  const urls = usePhotoUrls(entry.photos, token);
  return (
    <Box
      component="ul"
      aria-label="Photos sent with the return"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 1.5,
      }}
    >
      {entry.photos.map((photo, index) => {
        const url = urls[photo._id];
        const alt = `Photo ${index + 1} of the return`;
        return (
          <Box
            component="li"
            key={photo._id}
            sx={{ borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100', aspectRatio: '1' }}
          >
            {url === undefined ? (
              <SkeletonBlock sx={{ width: '100%', height: '100%' }} />
            ) : url === 'error' ? (
              <Box
                role="img"
                aria-label={`${alt} could not be loaded`}
                sx={{ display: 'grid', placeItems: 'center', height: '100%' }}
              >
                <BrokenImageOutlinedIcon sx={{ color: 'text.secondary' }} />
              </Box>
            ) : (
              <Box
                component="img"
                src={url}
                alt={alt}
                sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}

export interface ReturnDetailsViewProps {
  entry: OrderReturn;
  /** Loads the owner-only photos. */
  token: string | null;
  /** What the shopper can do now (withdraw while the request is open). */
  actions?: ReactNode;
}

/** One return: its order, status, reason, items, photos and status history. */
export function ReturnDetailsView({ entry, token, actions }: ReturnDetailsViewProps) {
  return (
    <Stack spacing={3}>
      <DetailsHeader
        title={`Return for order ${entry.orderNumber}`}
        subtitle={
          <>
            Requested {formatDate(entry.created_at)} ·{' '}
            <Link component={RouterLink} to={paths.orderDetails.getHref(entry.order_id)}>
              View order {entry.orderNumber}
            </Link>
          </>
        }
        status={entry.status}
        statusLabel={entry.status_label}
      />
      {actions}
      <DetailsColumns>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <DetailsSection title="Items">
            <ReturnItems items={entry.items} />
          </DetailsSection>
          <DetailsSection title="Reason">
            <Typography sx={{ fontWeight: 600 }}>{entry.reason}</Typography>
            {entry.details ? (
              <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {entry.details}
              </Typography>
            ) : null}
          </DetailsSection>
          <DetailsSection title="Photos">
            {entry.photos.length > 0 ? (
              <ReturnPhotos entry={entry} token={token} />
            ) : (
              <Typography color="text.secondary">No photos were sent.</Typography>
            )}
          </DetailsSection>
        </Stack>
        <DetailsSection title="Status history">
          <StatusTimeline
            entries={entry.audit}
            label={`Status history of the return for order ${entry.orderNumber}`}
          />
        </DetailsSection>
      </DetailsColumns>
    </Stack>
  );
}
