import { z } from 'zod';

export {
  adminAnnouncementSchema,
  adminBlogPostSchema,
  adminPageSchema,
  coverSchema,
  faqGroupsSchema,
  maintenanceStateSchema,
} from '@shop/shared/admin/content';

export const idParams = z.object({ id: z.string().max(100) });
