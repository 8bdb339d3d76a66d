import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMaintenance } from '../api/get-maintenance';
import { useSetMaintenance } from '../api/set-maintenance';

/**
 * Closes the shop for maintenance or opens it again, after a question. Admins flip it; staff
 * see the state. The console itself stays open while the shop is closed.
 */
export function MaintenanceSwitch({
  canSwitch,
  notify,
}: {
  canSwitch: boolean;
  notify: (message: string, ok?: boolean) => void;
}) {
  const state = useMaintenance();
  const change = useSetMaintenance();
  const [asking, setAsking] = useState<boolean | null>(null);
  const on = state.data?.on ?? false;
  const forced = state.data?.source === 'env';

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Shop status"
      sx={{ p: 2, mb: 3, borderColor: on ? 'warning.main' : 'divider' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Stack sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {on ? 'The shop is closed for maintenance' : 'The shop is open'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {on
              ? 'Shoppers see the maintenance page; the console keeps working.'
              : 'Closing it shows shoppers the maintenance page until you open it again.'}
            {canSwitch ? '' : ' Only an admin can switch it.'}
          </Typography>
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={on}
              disabled={!canSwitch || forced || !state.isSuccess || change.isPending}
              onChange={(event) => setAsking(event.target.checked)}
            />
          }
          label="Maintenance mode"
        />
      </Stack>
      {forced ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          MAINTENANCE_MODE is set on the server, so the shop stays closed until that setting is
          removed.
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? 'Close the shop for maintenance?' : 'Open the shop again?'}
        message={
          asking
            ? 'Shoppers cannot browse or order until you open it again. Carts are kept.'
            : 'Shoppers can browse and order again at once.'
        }
        confirmLabel={asking ? 'Close the shop' : 'Open the shop'}
        cancelLabel="Cancel"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const next = asking === true;
          setAsking(null);
          change
            .mutateAsync(next)
            .then(() =>
              notify(next ? 'The shop is closed for maintenance.' : 'The shop is open again.'),
            )
            .catch((failure: Error) => notify(failure.message, false));
        }}
      />
    </Paper>
  );
}
