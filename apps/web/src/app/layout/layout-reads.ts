import type { QueryClient } from '@tanstack/react-query';
import { HEADER_CATEGORY_LIMIT_GUEST } from '@shop/shared/constants';
import { getBranchesQueryOptions } from '../../features/catalog/api/get-branches';
import { getCategoriesQueryOptions } from '../../features/catalog/api/get-categories';
import { getAnnouncementsQueryOptions } from '../../features/content/api/get-announcements';

/**
 * What the layout around every page reads (the branch list, the header's categories as a
 * visitor sees them, the announcements), started before the page renders: a server render then
 * draws the layout and the screen in one pass instead of discovering these reads as it goes.
 */
export function prefetchLayoutReads(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(getBranchesQueryOptions()),
    queryClient.prefetchQuery(getCategoriesQueryOptions({ limit: HEADER_CATEGORY_LIMIT_GUEST })),
    queryClient.prefetchQuery(getAnnouncementsQueryOptions()),
  ]);
}
