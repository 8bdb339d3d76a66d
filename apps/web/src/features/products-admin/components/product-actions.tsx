import ArchiveIcon from '@mui/icons-material/Archive';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AdminProduct } from '@shop/shared/admin/product';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { paths } from '../../../config/paths';
import { useDeleteProduct } from '../api/delete-product';
import { useDuplicateProduct } from '../api/duplicate-product';
import { useSetProductArchived } from '../api/set-product-archived';

export interface ProductActionsProps {
  product: AdminProduct;
  onDuplicated: (copy: AdminProduct) => void;
  onDeleted: () => void;
}

type Asking = 'archive' | 'delete' | null;

/** What can be done with a saved product besides editing it. */
export function ProductActions({ product, onDuplicated, onDeleted }: ProductActionsProps) {
  const pushToast = useNoticesStore((state) => state.pushToast);
  const duplicate = useDuplicateProduct();
  const archive = useSetProductArchived();
  const remove = useDeleteProduct();
  const [asking, setAsking] = useState<Asking>(null);
  const archived = product.archivedAt !== null;
  const everOrdered = product.variants.some((variant) => variant.ordered);
  const fail = (failure: Error) => pushToast({ msg: failure.message, color: 'error' });

  const setArchived = (next: boolean) =>
    archive.mutate(
      { id: product._id, archived: next },
      {
        onSuccess: () =>
          pushToast({
            msg: next
              ? `${product.name} is archived: hidden from the shop, kept on its orders.`
              : `${product.name} is back in the catalogue.`,
            color: 'success',
          }),
        onError: fail,
      },
    );

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        href={paths.productDetailsByFriendlyUrl.getHref(product.friendlyUrl)}
        target="_blank"
        rel="noopener"
        startIcon={<OpenInNewIcon />}
      >
        View in shop
      </Button>
      <Button
        startIcon={<ContentCopyIcon />}
        disabled={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(product._id, {
            onSuccess: (copy) => {
              pushToast({ msg: `Copy created: ${copy.name} (inactive).`, color: 'success' });
              onDuplicated(copy);
            },
            onError: fail,
          })
        }
      >
        Duplicate
      </Button>
      {archived ? (
        <Button
          startIcon={<UnarchiveIcon />}
          disabled={archive.isPending}
          onClick={() => setArchived(false)}
        >
          Unarchive
        </Button>
      ) : (
        <Button
          startIcon={<ArchiveIcon />}
          disabled={archive.isPending}
          onClick={() => setAsking('archive')}
        >
          Archive
        </Button>
      )}
      {everOrdered ? null : (
        <Button
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          disabled={remove.isPending}
          onClick={() => setAsking('delete')}
        >
          Delete
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'archive'}
        title={`Archive ${product.name}?`}
        message="It leaves the shop at once; past orders keep showing it. You can unarchive it later."
        confirmLabel="Archive"
        cancelLabel="Cancel"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          setArchived(true);
        }}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={`Delete ${product.name}?`}
        message="It has never been ordered, so it is removed for good, with its variants and pictures."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          remove.mutate(product._id, {
            onSuccess: () => {
              pushToast({ msg: `${product.name} is deleted.`, color: 'success' });
              onDeleted();
            },
            onError: fail,
          });
        }}
      />
    </Stack>
  );
}
