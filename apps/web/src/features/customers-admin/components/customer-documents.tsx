import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCUMENT_TYPE_OPTIONS } from '@shop/shared/account';
import type { CustomerDocument, CustomerDocuments } from '@shop/shared/admin/customers';
import { formatDate } from '../../../lib/date-format';
import { useOpenCustomerDocument } from '../api/open-customer-document';
import { SectionTable } from './customer-section';

const SIDE_LABELS = { front: 'front', back: 'back', pdf: 'PDF' } as const;
const typeLabel = (type: string) =>
  DOCUMENT_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
const plural = (count: number) => `${count} identity document${count === 1 ? '' : 's'}`;

export interface CustomerDocumentsListProps {
  documents: CustomerDocuments;
  /** Told when a file cannot be opened. */
  onError: (message: string) => void;
}

/**
 * The customer's identity documents. Admins see each one and open its files (every view is in
 * the activity log); staff are told only how many are on file.
 */
export function CustomerDocumentsList({ documents, onError }: CustomerDocumentsListProps) {
  const viewer = useOpenCustomerDocument();
  if (!documents.visible) {
    return (
      <Typography>
        {documents.count === 0
          ? 'No identity documents on file.'
          : `${plural(documents.count)} on file — only admins can view them.`}
      </Typography>
    );
  }
  const open = (url: string) => {
    viewer.open(url).catch((failure: Error) => onError(failure.message));
  };
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary" variant="body2">
        Each view of a document is written to the activity log.
      </Typography>
      <SectionTable<CustomerDocument>
        caption="Identity documents"
        rows={documents.items}
        rowKey={(document) => document.id}
        empty="No identity documents on file."
        columns={[
          { label: 'Type', cell: (document) => typeLabel(document.type) },
          { label: 'Number', cell: (document) => document.number },
          {
            label: 'Expiry',
            cell: (document) => (document.expiry ? formatDate(document.expiry) : 'Does not expire'),
          },
          { label: 'Uploaded', cell: (document) => formatDate(document.createdAt) },
          {
            label: 'Files',
            cell: (document) => (
              <Stack direction="row" spacing={1}>
                {document.files.map((file) => (
                  <Button
                    key={file.side}
                    size="small"
                    variant="outlined"
                    onClick={() => open(file.url)}
                    aria-label={`View the ${SIDE_LABELS[file.side]} of the ${typeLabel(document.type)}`}
                  >
                    View {SIDE_LABELS[file.side]}
                  </Button>
                ))}
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
