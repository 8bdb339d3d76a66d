import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useNoticesStore } from '../../../../components/notifications/notices-store';
import { adminPaths } from '../../../../config/admin-paths';
import { ProductForm } from '../../../../features/products-admin/components/product-form';
import type { AdminProduct } from '@shop/shared/admin/product';
import { ConsolePage } from '../console-page';

/** A new product: once created, its page opens for photos and further changes. */
export function Component() {
  const navigate = useNavigate();
  const pushToast = useNoticesStore((state) => state.pushToast);
  const onSaved = useCallback(
    (product: AdminProduct) => {
      pushToast({ msg: `${product.name} is created. Add its photos below.`, color: 'success' });
      void navigate(adminPaths.product.getHref(product._id), { replace: true });
    },
    [navigate, pushToast],
  );
  return (
    <ConsolePage title="New product" description="Photos can be added once the product is created.">
      <ProductForm onSaved={onSaved} />
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../route-states';
