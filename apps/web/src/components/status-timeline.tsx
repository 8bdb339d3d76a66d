import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { orderStatusLabel } from '@shop/shared/order-status';
import { formatDateTime } from '../lib/date-format';

export interface TimelineEntry {
  status: string;
  label: string;
  /** ISO time. */
  at: string;
  note: string;
}

/**
 * The status audit as an ordered list, oldest first: Manila time, the status's label and the
 * note that came with the change. The dots and line are decoration; the list carries the order.
 */
export function StatusTimeline({ entries, label }: { entries: TimelineEntry[]; label: string }) {
  if (entries.length === 0) {
    return <Typography color="text.secondary">No status changes yet.</Typography>;
  }
  const lastIndex = entries.length - 1;
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry, index) => {
        const text = entry.label || orderStatusLabel(entry.status) || entry.status;
        const current = index === lastIndex;
        return (
          <Box
            component="li"
            key={`${entry.at}-${entry.status}-${index}`}
            aria-current={current ? 'step' : undefined}
            sx={{
              position: 'relative',
              pl: 4,
              pb: current ? 0 : 2.5,
              // The line down to the next entry.
              '&::before': current
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    left: 7,
                    top: 18,
                    bottom: 0,
                    width: 2,
                    bgcolor: 'divider',
                  },
            }}
          >
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                left: 0,
                top: 4,
                width: 16,
                height: 16,
                borderRadius: '50%',
                border: 2,
                borderColor: current ? 'primary.main' : 'grey.500',
                bgcolor: current ? 'primary.main' : 'background.paper',
              }}
            />
            <Typography sx={{ fontWeight: current ? 700 : 600 }}>{text}</Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </Typography>
            {entry.note ? (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {entry.note}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
