import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Address, AddressForm as AddressFormValues } from '@shop/shared/address';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { toDisplayMessages } from '../../../lib/error-messages';
import { formatMobile } from '@shop/shared/phone';
import { addressLines } from '../address-lines';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSaveAddress } from '../api/save-address';
import { AddressForm } from './address-form';

export interface AddressBookProps {
  /** Select mode: the address picked now. */
  selectedId?: string | null;
  /**
   * With it the book is a picker (one radio per address, add and edit in a dialog); without it
   * the customer manages the book (edit, delete, default shipping and billing).
   */
  onSelect?: (address: Address) => void;
  /** Values a new address starts with (e.g. the customer's name). */
  newAddressDefaults?: Partial<AddressFormValues>;
  /** The picker's accessible name. */
  label?: string;
}

type Editor = { address: Address | null; key: number } | null;

export function AddressSummary({ address }: { address: Address }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {address.label}
      </Typography>
      <Typography component="span" sx={{ display: 'block' }}>
        {address.contactName} · {formatMobile(address.mobile)}
      </Typography>
      {addressLines(address).map((line) => (
        <Typography
          key={line}
          component="span"
          variant="body2"
          sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {line}
        </Typography>
      ))}
    </Box>
  );
}

function DefaultChips({ address }: { address: Address }) {
  if (!address.isDefaultShipping && !address.isDefaultBilling) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
      {address.isDefaultShipping ? (
        <Chip size="small" color="primary" variant="outlined" label="Default shipping" />
      ) : null}
      {address.isDefaultBilling ? (
        <Chip size="small" variant="outlined" label="Default billing" />
      ) : null}
    </Box>
  );
}

/**
 * The customer's address book. With `onSelect` it is the checkout's picker; without it the
 * My Account tab where addresses are edited, deleted and made the defaults.
 */
export function AddressBook({
  selectedId = null,
  onSelect,
  newAddressDefaults,
  label = 'Saved addresses',
}: AddressBookProps) {
  const query = useAddresses();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const pushToast = useNoticesStore((state) => state.pushToast);
  const [editor, setEditor] = useState<Editor>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const openEditor = (address: Address | null) => {
    setEditor((current) => ({ address, key: (current?.key ?? 0) + 1 }));
    setEditorOpen(true);
  };
  // Kept after "No"/"Yes" so the dialog's text does not vanish while it fades out.
  const [deleteTarget, setDeleteTarget] = useState<Address | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);
  const dialogTitleId = useId();
  const groupName = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const selecting = onSelect !== undefined;

  const onSaved = (address: Address) => {
    const adding = editor?.address == null;
    setEditorOpen(false);
    pushToast({ msg: adding ? 'Address added.' : 'Address saved.' });
    if (onSelect && (adding || address._id === selectedId)) onSelect(address);
  };

  const makeDefault = async (address: Address, kind: 'shipping' | 'billing') => {
    setProblem([]);
    const { _id: id, ...values } = address;
    const result = await save.mutateAsync({
      id,
      values:
        kind === 'shipping'
          ? { ...values, isDefaultShipping: true }
          : { ...values, isDefaultBilling: true },
    });
    if (result.ok) {
      pushToast({
        msg: `${address.label} is now your default ${kind === 'shipping' ? 'shipping' : 'billing'} address.`,
      });
    } else {
      setProblem(toDisplayMessages(result));
    }
  };

  const askDelete = (address: Address) => {
    setDeleteTarget(address);
    setConfirmingDelete(true);
  };

  const confirmDelete = async () => {
    const address = deleteTarget;
    setConfirmingDelete(false);
    if (!address) return;
    setProblem([]);
    const result = await remove.mutateAsync(address._id);
    if (result.ok) pushToast({ msg: 'Address deleted.' });
    else setProblem(toDisplayMessages(result));
  };

  const addButton = (
    <Button
      variant={query.data?.length === 0 ? 'contained' : 'outlined'}
      startIcon={<AddIcon />}
      onClick={() => openEditor(null)}
      sx={{ alignSelf: 'flex-start' }}
    >
      Add a new address
    </Button>
  );

  let body;
  if (query.isPending) {
    body = (
      <Box role="status" aria-label="Loading your addresses">
        <SkeletonBlock sx={{ height: 120, mb: 1.5 }} />
        <SkeletonBlock sx={{ height: 120 }} />
      </Box>
    );
  } else if (query.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        We could not load your addresses. {query.error.message}
      </Alert>
    );
  } else if (query.data.length === 0) {
    body = (
      <Stack spacing={2}>
        <Typography color="text.secondary">You have no saved addresses yet.</Typography>
        {addButton}
      </Stack>
    );
  } else if (selecting) {
    body = (
      <Stack spacing={1.5}>
        <Stack role="radiogroup" aria-label={label} spacing={1.5}>
          {query.data.map((address) => {
            const checked = address._id === selectedId;
            const inputId = `${groupName}-${address._id}`;
            return (
              <Paper
                key={address._id}
                variant="outlined"
                sx={{
                  p: { xs: 1.5, sm: 2 },
                  display: 'flex',
                  gap: 1,
                  alignItems: 'flex-start',
                  borderColor: checked ? 'primary.main' : 'divider',
                  borderWidth: checked ? 2 : 1,
                }}
              >
                <Radio
                  id={inputId}
                  name={groupName}
                  value={address._id}
                  checked={checked}
                  onChange={() => onSelect(address)}
                  slotProps={{
                    input: {
                      'aria-label': `${address.label}: ${address.street}, ${address.city}`,
                    },
                  }}
                  sx={{ mt: -0.75, ml: -0.75 }}
                />
                <Box
                  component="label"
                  htmlFor={inputId}
                  sx={{ flex: 1, minWidth: 0, cursor: 'pointer', display: 'grid', gap: 0.75 }}
                >
                  <AddressSummary address={address} />
                  <DefaultChips address={address} />
                </Box>
                <Button
                  size="small"
                  onClick={() => openEditor(address)}
                  aria-label={`Edit ${address.label}`}
                >
                  Edit
                </Button>
              </Paper>
            );
          })}
        </Stack>
        {addButton}
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Box
          component="ul"
          aria-label={label}
          sx={{
            ...listSx,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {query.data.map((address) => (
            <Paper
              component="li"
              key={address._id}
              variant="outlined"
              sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'space-between' }}
            >
              <Box sx={{ display: 'grid', gap: 1 }}>
                <AddressSummary address={address} />
                <DefaultChips address={address} />
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => openEditor(address)}
                  aria-label={`Edit ${address.label}`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => askDelete(address)}
                  aria-label={`Delete ${address.label}`}
                  disabled={remove.isPending}
                >
                  Delete
                </Button>
                {address.isDefaultShipping ? null : (
                  <Button
                    size="small"
                    onClick={() => void makeDefault(address, 'shipping')}
                    disabled={save.isPending}
                    aria-label={`Set as default shipping: ${address.label}`}
                  >
                    Set as default shipping
                  </Button>
                )}
                {address.isDefaultBilling ? null : (
                  <Button
                    size="small"
                    onClick={() => void makeDefault(address, 'billing')}
                    disabled={save.isPending}
                    aria-label={`Set as default billing: ${address.label}`}
                  >
                    Set as default billing
                  </Button>
                )}
              </Box>
            </Paper>
          ))}
        </Box>
        {addButton}
      </Stack>
    );
  }

  return (
    <Box>
      {problem.length > 0 ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setProblem([])}>
          {problem.join(' ')}
        </Alert>
      ) : null}
      {body}
      <Dialog
        open={editorOpen}
        onClose={() => setEditorOpen(false)}
        aria-labelledby={dialogTitleId}
        maxWidth="sm"
        fullWidth
        fullScreen={fullScreen}
        scroll="paper"
      >
        <DialogTitle id={dialogTitleId} component="h2">
          {editor?.address ? 'Edit address' : 'Add a new address'}
        </DialogTitle>
        <DialogContent dividers>
          {editor ? (
            <AddressForm
              key={editor.key}
              address={editor.address}
              initialValues={newAddressDefaults}
              onSaved={onSaved}
              onCancel={() => setEditorOpen(false)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete this address?"
        message={
          deleteTarget
            ? `${deleteTarget.label}: ${addressLines(deleteTarget).join(', ')}`
            : undefined
        }
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Box>
  );
}

const listSx = { listStyle: 'none', p: 0, m: 0 } as const;
