import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminCollection } from '@shop/shared/admin/collections';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { ConfirmDeleteDialog } from '../../../components/admin/confirm-delete-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import {
  useChangeCollectionItems,
  useCollectionItems,
} from '../../../features/collections-admin/api/collection-items';
import { useDeleteCollection } from '../../../features/collections-admin/api/delete-collection';
import {
  useChangeFeaturedProducts,
  useFeaturedProducts,
} from '../../../features/collections-admin/api/featured-products';
import { useAdminCollections } from '../../../features/collections-admin/api/get-admin-collections';
import { useOrderCollections } from '../../../features/collections-admin/api/order-collections';
import { CollectionDialog } from '../../../features/collections-admin/components/collection-dialog';
import {
  CollectionList,
  type CollectionAction,
} from '../../../features/collections-admin/components/collection-list';
import { OrderedProductList } from '../../../features/collections-admin/components/ordered-product-list';
import { ProductPicker } from '../../../features/collections-admin/components/product-picker';
import { ConsolePage } from './console-page';
import { useConsoleToast, type ConsoleToastMessage } from './console-toast';

/** The chosen collection lives in the URL (`?collection=<id>`). */
const searchSchema = z.object({ collection: z.string().max(100).optional() });

type Toast = (message: ConsoleToastMessage) => void;

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The chosen collection's products: add with the picker, order, remove. */
function CollectionProducts({
  collection,
  pushToast,
}: {
  collection: AdminCollection;
  pushToast: Toast;
}) {
  const items = useCollectionItems(collection._id);
  const change = useChangeCollectionItems(collection._id);
  const run = (next: Parameters<typeof change.mutate>[0], done: string) =>
    change.mutate(next, {
      onSuccess: () => pushToast({ msg: done, color: 'success' }),
      onError: (failure) => pushToast({ msg: failure.message, color: 'error' }),
    });
  const products = items.data ?? [];
  return (
    <Stack spacing={1.5}>
      <ProductPicker
        label={`Add a product to ${collection.name}`}
        excludeIds={products.map((product) => product._id)}
        disabled={change.isPending}
        onPick={(product) => run({ kind: 'add', productId: product._id }, `${product.name} added.`)}
      />
      {items.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : items.isError ? (
        <Alert severity="error">{items.error.message}</Alert>
      ) : (
        <OrderedProductList
          label={`Products of ${collection.name}`}
          products={products}
          emptyText="No products in this collection yet. Add some with the search above."
          onReorder={(ids, moved, direction) =>
            run({ kind: 'order', ids }, `${moved.name} moved ${direction}.`)
          }
          onRemove={(product) =>
            run({ kind: 'remove', productId: product._id }, `${product.name} removed.`)
          }
          removeLabel={(product) => `Remove ${product.name} from ${collection.name}`}
        />
      )}
    </Stack>
  );
}

/** The home page's featured products, in the order staff set. */
function FeaturedProducts({ pushToast }: { pushToast: Toast }) {
  const featured = useFeaturedProducts();
  const change = useChangeFeaturedProducts();
  const run = (next: Parameters<typeof change.mutate>[0], done: string) =>
    change.mutate(next, {
      onSuccess: () => pushToast({ msg: done, color: 'success' }),
      onError: (failure) => pushToast({ msg: failure.message, color: 'error' }),
    });
  const products = featured.data ?? [];
  return (
    <Stack spacing={1.5}>
      <ProductPicker
        label="Feature a product"
        excludeIds={products.map((product) => product._id)}
        disabled={change.isPending}
        onPick={(product) =>
          run({ kind: 'add', productId: product._id }, `${product.name} is featured.`)
        }
      />
      {featured.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : featured.isError ? (
        <Alert severity="error">{featured.error.message}</Alert>
      ) : (
        <OrderedProductList
          label="Featured products"
          products={products}
          emptyText="No featured products. The home page's featured row stays empty."
          onReorder={(ids, moved, direction) =>
            run({ kind: 'order', ids }, `${moved.name} moved ${direction}.`)
          }
          onRemove={(product) =>
            run(
              { kind: 'remove', productId: product._id },
              `${product.name} is no longer featured.`,
            )
          }
          removeLabel={(product) => `Stop featuring ${product.name}`}
        />
      )}
    </Stack>
  );
}

/** Collections and the featured products of the home page, each in the order staff set. */
export function Component() {
  const { query, update } = useListSearch(searchSchema);
  const collections = useAdminCollections();
  const order = useOrderCollections();
  const remove = useDeleteCollection();
  const { pushToast, toastOutcome, toast } = useConsoleToast();
  const [editing, setEditing] = useState<{ collection?: AdminCollection } | null>(null);
  const [deleting, setDeleting] = useState<AdminCollection | null>(null);
  const list = collections.data ?? [];
  const selected = list.find((row) => row._id === query.collection) ?? list[0] ?? null;

  const onAction = (action: CollectionAction, collection: AdminCollection) => {
    if (action === 'select') update({ collection: collection._id });
    else if (action === 'edit') setEditing({ collection });
    else if (action === 'delete') setDeleting(collection);
    else if (!order.isPending) {
      const ids = list.map((row) => row._id);
      const from = ids.indexOf(collection._id);
      const to = action === 'up' ? from - 1 : from + 1;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      order.mutate(ids, {
        onSuccess: () =>
          pushToast({ msg: `${collection.name} moved ${action}.`, color: 'success' }),
        onError: (failure) => pushToast({ msg: failure.message, color: 'error' }),
      });
    }
  };

  const confirmDelete = (collection: AdminCollection) =>
    toastOutcome(
      remove.mutateAsync(collection._id).then(() => {
        if (query.collection === collection._id) update({ collection: undefined });
      }),
      `${collection.name} is deleted.`,
    );

  return (
    <ConsolePage
      title="Collections"
      description="The home page's collections and featured products, in the order shoppers see them."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
          New collection
        </Button>
      }
    >
      {collections.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {collections.error.message}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Section title="Collections" id="collections-heading">
          {collections.isPending ? (
            <Skeleton variant="rounded" height={200} />
          ) : (
            <CollectionList
              collections={list}
              selectedId={selected?._id ?? null}
              onAction={onAction}
            />
          )}
        </Section>
        <Section
          title={selected ? `Products in ${selected.name}` : 'Products in a collection'}
          id="collection-products-heading"
        >
          {selected ? (
            <CollectionProducts key={selected._id} collection={selected} pushToast={pushToast} />
          ) : (
            <Typography color="text.secondary">
              Create a collection to add products to it.
            </Typography>
          )}
        </Section>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Section title="Featured on the home page" id="featured-heading">
            <FeaturedProducts pushToast={pushToast} />
          </Section>
        </Box>
      </Box>
      <CollectionDialog
        open={editing !== null}
        collection={editing?.collection}
        onClose={() => setEditing(null)}
        onSaved={(collection, created) => {
          setEditing(null);
          if (created) update({ collection: collection._id });
          pushToast({
            msg: `${collection.name} is ${created ? 'created' : 'saved'}.`,
            color: 'success',
          });
        }}
      />
      <ConfirmDeleteDialog
        target={deleting}
        title={`Delete ${deleting?.name ?? ''}?`}
        message="The collection leaves the home page for good. Its products stay in the shop."
        onClose={() => setDeleting(null)}
        onDelete={(collection) => void confirmDelete(collection)}
      />
      {toast}
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
