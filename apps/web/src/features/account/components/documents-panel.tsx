import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { notifyError } from '../../../components/notifications/notify-error';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { useDeleteDocument } from '../api/delete-document';
import { useDocuments, type AccountDocument } from '../api/get-documents';
import { DOCUMENT_MESSAGES, MAX_DOCUMENTS } from '../document-types';
import { DocumentUploadForm } from './document-upload-form';
import { DocumentViewer } from './document-viewer';
import { documentName, DocumentsList } from './documents-list';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/details-section';

export const DOCUMENT_UPLOADED_MESSAGE = 'Your document has been uploaded.';
export const DOCUMENT_DELETED_MESSAGE = 'Your document has been deleted.';

/**
 * The documents tab: the customer's identity documents, an upload form, a viewer and delete
 * with the shared Yes/No question. `accessToken` fetches the owner-only files for viewing.
 */
export function DocumentsPanel({ accessToken }: { accessToken: string | null }) {
  const headingId = useId();
  const query = useDocuments();
  const remove = useDeleteDocument();
  const pushToast = useNoticesStore((state) => state.pushToast);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<AccountDocument | null>(null);
  // Kept after the question closes, so its text stays while the dialog fades out.
  const [deleting, setDeleting] = useState<AccountDocument | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  const count = query.data?.length ?? 0;
  const full = count >= MAX_DOCUMENTS;
  const closeForm = () => {
    setAdding(false);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  let list;
  if (query.isPending) {
    list = (
      <Stack spacing={1.5} role="status" aria-label="Loading your documents">
        {[0, 1].map((row) => (
          <SkeletonBlock key={row} sx={{ height: 84 }} />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    list = (
      <LoadError
        title="We could not load your documents."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (count === 0) {
    list = adding ? null : (
      <Box
        sx={{
          p: { xs: 3, md: 4 },
          textAlign: 'center',
          border: 1,
          borderColor: 'divider',
          borderStyle: 'dashed',
          borderRadius: 2,
        }}
      >
        <Typography component="p" variant="h3" sx={{ mb: 1 }}>
          You have no identity documents on file yet.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Add a valid ID, such as a passport, driver’s license, UMID or PhilSys ID, for orders that
          need one on delivery or pickup.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          Upload a document
        </Button>
      </Box>
    );
  } else {
    list = (
      <DocumentsList
        documents={query.data}
        onView={setViewing}
        onDelete={(document) => {
          setDeleting(document);
          setConfirmOpen(true);
        }}
      />
    );
  }

  return (
    <SectionCard labelledBy={headingId}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 1,
          mb: 1,
        }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          Identity documents
        </Typography>
        {query.isSuccess && count > 0 && !adding ? (
          <Button
            ref={addButton}
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={full}
            onClick={() => setAdding(true)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Add document
          </Button>
        ) : null}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Only you can see these files. JPG, PNG or WebP photos or one PDF, at most 5 MB each.
      </Typography>
      {full ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {DOCUMENT_MESSAGES.limit}
        </Typography>
      ) : null}
      <Stack spacing={3}>
        {list}
        {adding ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'background.default' }}>
            <Typography component="h3" variant="h3" sx={{ mb: 2 }}>
              Upload a document
            </Typography>
            <DocumentUploadForm
              onCancel={closeForm}
              onUploaded={() => {
                pushToast({ msg: DOCUMENT_UPLOADED_MESSAGE });
                closeForm();
              }}
            />
          </Paper>
        ) : null}
      </Stack>
      <DocumentViewer document={viewing} token={accessToken} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={confirmOpen}
        title="Delete this document?"
        message={
          deleting
            ? `${documentName(deleting)} and its files will be removed. This cannot be undone.`
            : undefined
        }
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          setConfirmOpen(false);
          if (!deleting) return;
          remove.mutate(deleting._id, {
            onSuccess: () => pushToast({ msg: DOCUMENT_DELETED_MESSAGE }),
            onError: notifyError,
          });
        }}
      />
    </SectionCard>
  );
}
