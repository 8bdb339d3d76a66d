import { coverSchema } from '@shop/shared/admin/content';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

/** Sends a cover picture and its alt text; the article takes the answered key when saved. */
export function uploadBlogCover({ file, alt }: { file: File; alt: string }) {
  const body = new FormData();
  body.set('alt', alt);
  body.set('file', file);
  return adminApi.data('POST', '/api/v1/admin/blog/covers', coverSchema, { body });
}

export function useUploadBlogCover() {
  return useMutation({ mutationFn: uploadBlogCover });
}
