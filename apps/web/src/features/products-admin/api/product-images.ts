import { adminProductImageSchema, type AdminProduct } from '@shop/shared/admin/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../../../lib/admin-api';
import { getProductQueryOptions, productPath } from './get-product';
import { adminProductsQueryKey } from './get-products';

const gallerySchema = z.array(adminProductImageSchema);
export type Gallery = z.infer<typeof gallerySchema>;

/** Uploads one picture (JPEG, PNG or WebP, 10 MB at most) with its alt text. */
export function uploadProductImage({ id, file, alt }: { id: string; file: File; alt: string }) {
  const body = new FormData();
  body.append('alt', alt);
  body.append('file', file);
  return adminApi.data('POST', `${productPath(id)}/images`, gallerySchema, { body });
}

/** The gallery in display order (the first is the main picture) with each alt text. */
export function arrangeProductImages({
  id,
  images,
}: {
  id: string;
  images: { key: string; alt: string }[];
}) {
  return adminApi.data('PUT', `${productPath(id)}/images`, gallerySchema, { body: { images } });
}

export function removeProductImage({ id, key }: { id: string; key: string }) {
  return adminApi.data(
    'DELETE',
    `${productPath(id)}/images/${encodeURIComponent(key)}`,
    gallerySchema,
  );
}

/** Each gallery change answers the new gallery: it goes straight into the product's cache. */
function useGalleryMutation<V extends { id: string }>(change: (variables: V) => Promise<Gallery>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (images, { id }) => {
      queryClient.setQueryData(
        getProductQueryOptions(id).queryKey,
        (product: AdminProduct | undefined) => (product ? { ...product, images } : product),
      );
      return queryClient.invalidateQueries({ queryKey: [...adminProductsQueryKey, 'list'] });
    },
  });
}

export const useUploadProductImage = () => useGalleryMutation(uploadProductImage);
export const useArrangeProductImages = () => useGalleryMutation(arrangeProductImages);
export const useRemoveProductImage = () => useGalleryMutation(removeProductImage);
