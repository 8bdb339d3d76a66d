import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { AdminAnnouncement } from '@shop/shared/admin/content';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/admin/confirm-delete-dialog';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAnnouncements } from '../api/get-announcements';
import { useReorderAnnouncements } from '../api/reorder-announcements';
import { AnnouncementDialog } from './announcement-dialog';
import { shortDateTime } from './date-time';
import { notifyOutcome, type Notify } from './notify';
import { moved, OrderButtons } from './order-buttons';
import { PanelIntro } from './panel-intro';

function showingWindow(row: AdminAnnouncement) {
  if (!row.startsAt && !row.endsAt) return 'Always';
  const from = row.startsAt ? `from ${shortDateTime(row.startsAt)}` : '';
  const until = row.endsAt ? `until ${shortDateTime(row.endsAt)}` : '';
  return [from, until].filter(Boolean).join(' ');
}

/** Whether the ticker shows the message now, as the storefront decides it. */
function stateOf(row: AdminAnnouncement, now: number) {
  if (!row.isActive) return { label: 'Off', color: 'default' } as const;
  if (row.startsAt && Date.parse(row.startsAt) > now)
    return { label: 'Scheduled', color: 'info' } as const;
  if (row.endsAt && Date.parse(row.endsAt) <= now)
    return { label: 'Ended', color: 'default' } as const;
  return { label: 'Showing', color: 'success' } as const;
}

/** The storefront ticker's messages in their order. */
export function AnnouncementsPanel({ notify }: { notify: Notify }) {
  const announcements = useAnnouncements();
  const reorder = useReorderAnnouncements();
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState<AdminAnnouncement | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const rows = announcements.data ?? [];

  const move = (from: number, to: number) =>
    notifyOutcome(
      notify,
      reorder.mutateAsync(moved(rows, from, to).map((row) => row.id)),
      'The order is saved.',
    );

  return (
    <Stack spacing={2}>
      <PanelIntro addLabel="New message" onAdd={() => setEditing('new')}>
        Messages run along the top of every storefront page, in this order, while they are active
        and inside their dates.
      </PanelIntro>
      {announcements.isError ? <Alert severity="error">{announcements.error.message}</Alert> : null}
      <List
        aria-label="Ticker messages"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
      >
        {rows.map((row, index) => (
          <ListItem
            key={row.id}
            divider={index < rows.length - 1}
            secondaryAction={
              <Stack direction="row">
                <OrderButtons
                  name={row.text}
                  index={index}
                  count={rows.length}
                  disabled={reorder.isPending}
                  onMove={(from, to) => void move(from, to)}
                />
                <IconButton aria-label={`Edit ${row.text}`} onClick={() => setEditing(row)}>
                  <EditIcon />
                </IconButton>
                <IconButton aria-label={`Delete ${row.text}`} onClick={() => setDeleting(row)}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            }
            sx={{ pr: 24 }}
          >
            <ListItemText
              primary={row.text}
              secondary={
                <Stack
                  component="span"
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', mt: 0.5 }}
                >
                  <Chip
                    component="span"
                    size="small"
                    {...stateOf(row, announcements.dataUpdatedAt)}
                  />
                  <span>{showingWindow(row)}</span>
                </Stack>
              }
            />
          </ListItem>
        ))}
        {announcements.isSuccess && rows.length === 0 ? (
          <ListItem>
            <ListItemText primary="No messages yet." />
          </ListItem>
        ) : null}
      </List>
      {editing ? (
        <AnnouncementDialog
          announcement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={notify}
        />
      ) : null}
      <ConfirmDeleteDialog
        target={deleting}
        title="Delete this message?"
        message={deleting?.text}
        onClose={() => setDeleting(null)}
        onDelete={(target) =>
          notifyOutcome(notify, remove.mutateAsync(target.id), 'The message is deleted.')
        }
      />
    </Stack>
  );
}
