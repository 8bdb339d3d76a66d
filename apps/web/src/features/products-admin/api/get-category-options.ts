import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';

const categoryNode = z.object({ _id: z.string(), name: z.string() });
const categoryMapEntry = categoryNode.extend({ children: z.array(categoryNode) });

export interface CategoryOption {
  id: string;
  label: string;
}

/** The shop's categories for the picker: each room, then its children as "Room › Child". */
export async function getCategoryOptions(signal?: AbortSignal): Promise<CategoryOption[]> {
  const { data } = await adminApi.list('/api/v1/categories/map', categoryMapEntry, {
    params: { limit: 100, load_image: false },
    signal,
  });
  return data.flatMap((parent) => [
    { id: parent._id, label: parent.name },
    ...parent.children.map((child) => ({ id: child._id, label: `${parent.name} › ${child.name}` })),
  ]);
}

export function getCategoryOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'category-options'],
    queryFn: ({ signal }) => getCategoryOptions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCategoryOptions() {
  return useQuery(getCategoryOptionsQueryOptions());
}
