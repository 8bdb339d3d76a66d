import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { PRODUCT_STATUS_LABELS, type AdminProduct } from '@shop/shared/admin/product';
import { useCallback } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useNoticesStore } from '../../../../components/notifications/notices-store';
import { adminPaths } from '../../../../config/admin-paths';
import { useProduct } from '../../../../features/products-admin/api/get-product';
import { FormSection } from '../../../../features/products-admin/components/form-section';
import { ProductActions } from '../../../../features/products-admin/components/product-actions';
import { ProductForm } from '../../../../features/products-admin/components/product-form';
import { ProductImagesPanel } from '../../../../features/products-admin/components/product-images-panel';
import { ConsolePage } from '../console-page';

function statusOf(product: AdminProduct) {
  if (product.archivedAt) return 'archived' as const;
  return product.isActive ? ('active' as const) : ('inactive' as const);
}

/** One product: its actions, photos, and the form with its fields and variants. */
export function Component() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const pushToast = useNoticesStore((state) => state.pushToast);
  const product = useProduct(productId);
  const onSaved = useCallback(
    (saved: AdminProduct) => pushToast({ msg: `${saved.name} is saved.`, color: 'success' }),
    [pushToast],
  );

  if (product.isPending) {
    return (
      <ConsolePage title="Product">
        <CircularProgress aria-label="Loading the product" />
      </ConsolePage>
    );
  }
  if (product.isError) {
    return (
      <ConsolePage title="Product">
        <Alert severity="error">
          {product.error.message} <Link to={adminPaths.products.getHref()}>Back to products</Link>
        </Alert>
      </ConsolePage>
    );
  }
  const data = product.data;
  const status = statusOf(data);
  return (
    <ConsolePage
      title={data.name}
      description={`SKU ${data.sku} · ${data.variants.length} variant${data.variants.length === 1 ? '' : 's'}`}
      actions={
        <ProductActions
          product={data}
          onDuplicated={(copy) => void navigate(adminPaths.product.getHref(copy._id))}
          onDeleted={() => void navigate(adminPaths.products.getHref(), { replace: true })}
        />
      }
    >
      <Stack spacing={3}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip
            size="small"
            variant="outlined"
            color={status === 'active' ? 'success' : status === 'archived' ? 'warning' : 'default'}
            label={PRODUCT_STATUS_LABELS[status]}
          />
          <Link to={adminPaths.products.getHref()}>All products</Link>
        </Stack>
        <FormSection
          title="Photos"
          hint="The first picture is the main one. Alt text describes each picture for shoppers who cannot see it."
        >
          <ProductImagesPanel productId={data._id} images={data.images} />
        </FormSection>
        <ProductForm key={data._id} product={data} onSaved={onSaved} />
      </Stack>
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../route-states';
