import { z } from 'zod';
import { text } from '../validation/rules';
import { SORT_ORDERS } from './staff';

// The activity log of admin writes (issue #13 item 10), read in the console.

/** What the console's writes are about; the filter lists them in this order. */
export const ACTIVITY_RECORD_TYPE_LABELS: Record<string, string> = {
  product: 'Product',
  variant: 'Variant (stock)',
  catalogue_import: 'Catalogue import',
  category: 'Category',
  collection: 'Collection',
  'featured-products': 'Featured products',
  announcement: 'Announcement',
  blog_post: 'Blog post',
  media: 'Picture',
  faq: 'FAQ',
  faq_group: 'FAQ group',
  page: 'Page',
  branch: 'Branch',
  site_setting: 'Shop setting',
  staff: 'Staff account',
  order: 'Order',
  customer: 'Customer',
  discount_code: 'Discount code',
  return: 'Return request',
  policy: 'Protection plan',
  review: 'Product review',
  trade_in: 'Trade-in credit',
};
export const ACTIVITY_RECORD_TYPES = Object.keys(ACTIVITY_RECORD_TYPE_LABELS);

export const ACTIVITY_ACTION_LABELS: Record<string, string> = {
  'staff.invite': 'Invited staff',
  'staff.reinvite': 'Sent a new invitation',
  'staff.role': 'Changed role',
  'staff.disable': 'Disabled account',
  'staff.enable': 'Enabled account',
  'product.create': 'Created product',
  'product.update': 'Edited product',
  'product.duplicate': 'Duplicated product',
  'product.archive': 'Archived product',
  'product.unarchive': 'Brought back product',
  'product.delete': 'Deleted product',
  'product.image.add': 'Added a picture',
  'product.image.remove': 'Removed a picture',
  'product.images.arrange': 'Arranged the pictures',
  'stock.received': 'Stock received',
  'stock.damaged': 'Stock written off as damaged',
  'stock.count_correction': 'Stock count corrected',
  'stock.transfer': 'Stock transferred',
  'stock.threshold': 'Changed the low-stock threshold',
  'catalogue.import': 'Imported the catalogue CSV',
  'category.create': 'Created category',
  'category.update': 'Edited category',
  'category.delete': 'Deleted category',
  'category.reorder': 'Reordered categories',
  'category.image.set': 'Set the category picture',
  'category.image.alt': 'Changed the category picture’s alt text',
  'category.image.remove': 'Removed the category picture',
  'collection.create': 'Created collection',
  'collection.update': 'Edited collection',
  'collection.delete': 'Deleted collection',
  'collection.reorder': 'Reordered collections',
  'collection.item.add': 'Added a product to a collection',
  'collection.item.remove': 'Took a product out of a collection',
  'collection.items.reorder': 'Reordered a collection’s products',
  'featured.add': 'Featured a product on the home page',
  'featured.remove': 'Took a product off the home page',
  'featured.reorder': 'Reordered the featured products',
  'announcement.create': 'Created announcement',
  'announcement.update': 'Edited announcement',
  'announcement.delete': 'Deleted announcement',
  'announcement.reorder': 'Reordered announcements',
  'blog.create': 'Wrote a blog post',
  'blog.update': 'Edited a blog post',
  'blog.delete': 'Deleted a blog post',
  'blog.publish': 'Published a blog post',
  'blog.schedule': 'Scheduled a blog post',
  'blog.unpublish': 'Unpublished a blog post',
  'blog.cover.upload': 'Uploaded a blog cover',
  'faq.create': 'Added an FAQ',
  'faq.update': 'Edited an FAQ',
  'faq.delete': 'Deleted an FAQ',
  'faq.reorder': 'Reordered FAQs',
  'faq.groups.reorder': 'Reordered FAQ groups',
  'page.create': 'Wrote a page',
  'page.update': 'Edited a page',
  'branch.create': 'Added a branch',
  'branch.update': 'Edited a branch',
  'branch.delete': 'Deleted a branch',
  'discount.create': 'Created discount code',
  'discount.update': 'Edited discount code',
  'discount.pause': 'Paused discount code',
  'discount.resume': 'Resumed discount code',
  'discount.expire': 'Ended discount code',
  'maintenance.on': 'Closed the shop (maintenance)',
  'maintenance.off': 'Reopened the shop',
  'order.invoice.print': 'Printed the sales invoice',
  'customer.documents.view': 'Viewed a customer’s identity documents',
  'customer.document.file.view': 'Opened a customer’s identity document file',
  'customer.sign_out_everywhere': 'Signed a customer out everywhere',
  'customer.disable': 'Disabled a customer account',
  'customer.enable': 'Enabled a customer account',
  'customer.export': 'Exported the customers CSV',
  'return.review': 'Took a return under review',
  'return.approve': 'Approved a return',
  'return.decline': 'Declined a return',
  'return.in_transit': 'Marked a return in transit back',
  'return.receive': 'Received returned items',
  'refund.record': 'Recorded a refund',
  'refund.paid': 'Marked a refund paid out',
  'policy_refund.approve': 'Approved a protection-plan refund',
  'policy_refund.decline': 'Declined a protection-plan refund',
  'order.status': 'Moved an order',
  'review.hide': 'Hid a product review',
  'review.unhide': 'Showed a product review again',
  'trade_in.cancel': 'Cancelled a trade-in credit',
};

/** Readable names of the logged fields, in the order the console lists them. */
export const ACTIVITY_FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  role: 'Role',
  status: 'Status',
  invoiceNumber: 'Invoice number',
  customer: 'Customer',
  documents: 'Documents',
  document: 'Document',
  search: 'Search',
  rows: 'Rows',
  trackingNumber: 'Tracking number',
  courier: 'Courier',
  reason: 'Reason',
  hidden: 'Hidden',
};

const uuid = z.uuid({ error: 'Must be a valid id.' });

export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  order: z.enum(SORT_ORDERS).default('desc'),
  /** The person who made the change: their account id. */
  actorId: uuid.optional(),
  /** Or part of their e-mail address. */
  actor: text().trim().max(100).optional(),
  /** Lower-case words such as `staff`, `product`, `category`. */
  recordType: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, { error: 'Must be a record type such as staff.' })
    .optional(),
  recordId: text().trim().max(100).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const fieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const activityEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  changes: z.record(z.string(), fieldChangeSchema),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
