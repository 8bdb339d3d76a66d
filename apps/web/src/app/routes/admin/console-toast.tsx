import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

export interface ConsoleToastMessage {
  msg: string;
  color: 'success' | 'error';
}

/** One short message after an action (announced to screen readers), closing by itself. */
export function useConsoleToast() {
  const [toast, setToast] = useState<(ConsoleToastMessage & { key: number }) | null>(null);
  const pushToast = useCallback(
    (message: ConsoleToastMessage) => setToast({ ...message, key: Date.now() }),
    [],
  );
  /** Waits for `work`, then says `success`, or the failure's own message when it fails. */
  const toastOutcome = useCallback(
    (work: Promise<unknown>, success: string) =>
      work.then(
        () => pushToast({ msg: success, color: 'success' }),
        (failure: Error) => pushToast({ msg: failure.message, color: 'error' }),
      ),
    [pushToast],
  );
  const element = (
    <Snackbar
      key={toast?.key}
      open={toast !== null}
      autoHideDuration={6000}
      onClose={(_event, reason) => reason !== 'clickaway' && setToast(null)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {toast ? (
        <Alert
          severity={toast.color}
          variant="filled"
          onClose={() => setToast(null)}
          role={toast.color === 'error' ? 'alert' : 'status'}
        >
          {toast.msg}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
  return { pushToast, toastOutcome, toast: element };
}
