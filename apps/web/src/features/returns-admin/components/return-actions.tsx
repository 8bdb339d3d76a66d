import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AdminReturnDetail, ReturnAction } from '@shop/shared/admin/returns';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { useDecideReturn, type ReturnStepPath } from '../api/decide-return';
import { NoteForm } from './note-form';
import { ReceiveForm } from './receive-form';

interface StepText {
  button: string;
  title: string;
  intro: string;
  path: ReturnStepPath;
  done: string;
  required?: boolean;
  forCustomer?: boolean;
}

const STEPS: Record<Exclude<ReturnAction, 'receive'>, StepText> = {
  review: {
    button: 'Take under review',
    title: 'Take under review',
    intro: 'The customer sees that the shop is looking at the request.',
    path: 'review',
    done: 'The return is under review.',
  },
  approve: {
    button: 'Approve',
    title: 'Approve return',
    intro:
      'The customer is told the return is approved, with your note (e.g. how the items come back).',
    path: 'approve',
    done: 'Return approved.',
    forCustomer: true,
  },
  decline: {
    button: 'Decline',
    title: 'Decline return',
    intro: 'The customer is told the return is declined and reads why.',
    path: 'decline',
    done: 'Return declined.',
    required: true,
    forCustomer: true,
  },
  in_transit: {
    button: 'Mark in transit back',
    title: 'Items on their way back',
    intro: 'The approved items are on their way back to the shop.',
    path: 'in-transit',
    done: 'The return is in transit back.',
  },
};

export interface ReturnActionsProps {
  entry: AdminReturnDetail;
  branches: readonly { _id: string; name: string }[];
}

/** The steps the status machine allows now, each in a dialog; none once the return is closed. */
export function ReturnActions({ entry, branches }: ReturnActionsProps) {
  const decide = useDecideReturn();
  const pushToast = useNoticesStore((state) => state.pushToast);
  const [open, setOpen] = useState<ReturnAction | null>(null);
  const [shown, setShown] = useState<ReturnAction | null>(null);
  if (entry.allowedActions.length === 0) return null;
  const toast = (msg: string) => pushToast({ msg, color: 'success' });
  const show = (action: ReturnAction) => {
    setOpen(action);
    setShown(action);
  };
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {entry.allowedActions.map((action) => (
          <Button
            key={action}
            variant={action === 'decline' ? 'outlined' : 'contained'}
            color={action === 'decline' ? 'error' : 'primary'}
            onClick={() => show(action)}
          >
            {action === 'receive' ? 'Receive items' : STEPS[action].button}
          </Button>
        ))}
      </Stack>
      <FormDialog
        title={shown === 'receive' ? 'Receive the items' : shown ? STEPS[shown].title : ''}
        open={open !== null}
        onClose={() => setOpen(null)}
      >
        {({ onDirtyChange, requestClose, done }) => {
          if (!shown) return null;
          if (shown === 'receive') {
            return (
              <ReceiveForm
                entry={entry}
                branches={branches}
                onDirtyChange={onDirtyChange}
                onCancel={requestClose}
                onReceived={() => {
                  done();
                  toast('Items received: the return is complete.');
                }}
              />
            );
          }
          const step = STEPS[shown];
          return (
            <NoteForm
              intro={step.intro}
              required={step.required}
              label={step.forCustomer ? 'Note to the customer' : 'Note'}
              helperText={
                step.forCustomer
                  ? 'The customer reads this note on their return page and in the e-mail.'
                  : 'Written in the return’s timeline and the customer’s e-mail.'
              }
              submitLabel={step.button}
              onDirtyChange={onDirtyChange}
              onCancel={requestClose}
              onSubmit={async (note) => {
                await decide.mutateAsync({ returnId: entry.id, step: step.path, note });
                done();
                toast(step.done);
              }}
            />
          );
        }}
      </FormDialog>
    </>
  );
}
