import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderReturn } from '@shop/shared/order-after-sales';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailsColumns, DetailsHeader, DetailsSection } from '../../../components/details-section';
import { ReturnPhotoGrid } from '../../../components/return-photo-grid';
import { NoteSection, ReturnReason } from '../../../components/return-reason';
import { StatusTimeline } from '../../../components/status-timeline';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/date-format';
import { usePhotoUrls } from '../hooks/use-photo-urls';
import { ReturnItems } from './return-items';

function ReturnPhotos({ entry, token }: { entry: OrderReturn; token: string | null }) {
  const urls = usePhotoUrls(entry.photos, token);
  return <ReturnPhotoGrid ids={entry.photos.map((photo) => photo._id)} urls={urls} />;
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
      <NoteSection title="The shop’s reply" note={entry.decision_note} />
      <DetailsColumns>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <DetailsSection title="Items">
            <ReturnItems items={entry.items} />
          </DetailsSection>
          <ReturnReason reason={entry.reason} details={entry.details} />
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
