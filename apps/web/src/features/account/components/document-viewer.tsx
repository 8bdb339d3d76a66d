import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { readAsDataUrl } from '../../../lib/read-as-data-url';
import { fetchDocumentFile } from '../api/get-document-file';
import type { AccountDocument } from '../api/get-documents';
import { documentTypeLabel, lastFour } from '../document-types';
import { SkeletonBlock } from '../../../components/skeleton-block';

const SIDE_LABELS = { front: 'Front', back: 'Back', pdf: 'PDF' } as const;

interface LoadedFile {
  side: keyof typeof SIDE_LABELS;
  /** Images: a data: URL for the preview (the CSP allows data: images, not blob:). */
  preview: string | null;
  /** A blob: URL to open in a new tab or save. */
  url: string;
  filename: string;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; files: LoadedFile[] };

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * Fetches the document's files with the bearer token (they are never public), again when the
 * session's token changes. The blob URLs are released when the dialog closes or the files load
 * again.
 */
function useDocumentFiles(document: AccountDocument, token: string | null) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const urls: string[] = [];
    Promise.all(
      document.files.map(async (file): Promise<LoadedFile> => {
        const blob = await fetchDocumentFile(file.url, controller.signal);
        const isImage = file.content_type.startsWith('image/');
        // The type the server recorded from the bytes, not what the response says.
        const preview = isImage ? await readAsDataUrl(blob, file.content_type) : null;
        const url = URL.createObjectURL(blob);
        urls.push(url);
        const extension = EXTENSIONS[file.content_type] ?? 'bin';
        return {
          side: file.side,
          preview,
          url,
          filename: `${document.type}-${file.side}.${extension}`,
        };
      }),
    ).then(
      (files) => {
        if (!controller.signal.aborted) setLoaded({ status: 'ready', files });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
        setLoaded({ status: 'error', message });
      },
    );
    return () => {
      controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [document, token]);
  return loaded;
}

function DocumentFiles({
  document,
  token,
  onRetry,
}: {
  document: AccountDocument;
  token: string | null;
  onRetry: () => void;
}) {
  const loaded = useDocumentFiles(document, token);
  const label = documentTypeLabel(document.type);

  if (loaded.status === 'loading') {
    return (
      <Box role="status" aria-label="Loading the document">
        <SkeletonBlock sx={{ height: 220 }} />
      </Box>
    );
  }
  if (loaded.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {loaded.message}
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      {loaded.files.map((file) =>
        file.preview ? (
          <Box component="figure" key={file.side} sx={{ m: 0 }}>
            <Box
              component="img"
              src={file.preview}
              alt={`${SIDE_LABELS[file.side]} of the ${label}`}
              sx={{
                display: 'block',
                width: '100%',
                maxHeight: '60vh',
                objectFit: 'contain',
                bgcolor: 'grey.100',
                borderRadius: 1,
              }}
            />
            <Box
              component="figcaption"
              sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {SIDE_LABELS[file.side]}
              </Typography>
              <Button
                component="a"
                href={file.url}
                download={file.filename}
                size="small"
                startIcon={<DownloadIcon fontSize="small" />}
                aria-label={`Download the ${SIDE_LABELS[file.side].toLowerCase()} image`}
              >
                Download
              </Button>
            </Box>
          </Box>
        ) : (
          <Stack key={file.side} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography>This document is a PDF file.</Typography>
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
              <Button
                component="a"
                href={file.url}
                target="_blank"
                rel="noopener"
                variant="contained"
                endIcon={<OpenInNewIcon />}
              >
                Open the PDF
              </Button>
              <Button
                component="a"
                href={file.url}
                download={file.filename}
                variant="outlined"
                startIcon={<DownloadIcon />}
              >
                Download
              </Button>
            </Stack>
          </Stack>
        ),
      )}
    </Stack>
  );
}

function ViewerContent({ document, token }: { document: AccountDocument; token: string | null }) {
  // A new attempt starts from a fresh loader (and its loading state).
  const [attempt, setAttempt] = useState(0);
  return (
    <DocumentFiles
      key={attempt}
      document={document}
      token={token}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}

export function DocumentViewer({
  document,
  token,
  onClose,
}: {
  document: AccountDocument | null;
  token: string | null;
  onClose: () => void;
}) {
  const titleId = useId();
  // The last document stays on screen while the dialog fades out.
  const [shown, setShown] = useState(document);
  if (document && document !== shown) setShown(document);
  return (
    <Dialog
      open={document !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      {shown ? (
        <>
          <DialogTitle id={titleId}>
            {documentTypeLabel(shown.type)} ending in {lastFour(shown.number)}
          </DialogTitle>
          <DialogContent>
            <ViewerContent document={shown} token={token} />
          </DialogContent>
        </>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
