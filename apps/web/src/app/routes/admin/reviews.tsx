import { adminReviewsQuerySchema } from '@shop/shared/reviews';
import { useCallback } from 'react';
import { ReviewsList } from '../../../features/reviews-admin/components/reviews-list';
import { useListSearch } from '../../../hooks/use-list-search';
import { ConsolePage } from './console-page';
import { useConsoleToast } from './console-toast';

/** Customers' product reviews: staff hide one (with a reason) or show it again. */
export function Component() {
  const reviews = useListSearch(adminReviewsQuerySchema);
  const { pushToast, toast } = useConsoleToast();
  const onChanged = useCallback((msg: string) => pushToast({ msg, color: 'success' }), [pushToast]);
  return (
    <ConsolePage
      title="Reviews"
      description="Reviews from customers who received their order. A hidden review leaves the shop and the product's rating."
    >
      <ReviewsList query={reviews.query} onQueryChange={reviews.update} onChanged={onChanged} />
      {toast}
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
