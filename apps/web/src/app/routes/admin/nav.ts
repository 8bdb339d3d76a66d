import type { StaffRole } from '@shop/shared/admin/staff';
import { adminPaths } from '../../../config/admin-paths';

export interface ConsoleSection {
  key: string;
  label: string;
  href: string;
  /** Who sees it; staff manage catalogue, content and orders, admins everything. */
  roles: readonly StaffRole[];
  /** Built in a later release: the section shows an empty state until then. */
  comingSoon?: boolean;
  /** Shown indented under the section before it (e.g. Products › Import / export). */
  nested?: boolean;
}

const everyone = ['staff', 'admin'] as const;

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    href: adminPaths.dashboard.getHref(),
    roles: everyone,
  },
  {
    key: 'orders',
    label: 'Orders',
    href: adminPaths.orders.getHref(),
    roles: everyone,
  },
  {
    key: 'returns',
    label: 'Returns',
    href: adminPaths.returns.getHref(),
    roles: everyone,
  },
  {
    key: 'reviews',
    label: 'Reviews',
    href: adminPaths.reviews.getHref(),
    roles: everyone,
  },
  {
    key: 'customers',
    label: 'Customers',
    href: adminPaths.customers.getHref(),
    roles: everyone,
  },
  {
    key: 'discounts',
    label: 'Discount codes',
    href: adminPaths.discounts.getHref(),
    roles: everyone,
  },
  {
    key: 'trade-ins',
    label: 'Trade-in credits',
    href: adminPaths.tradeIns.getHref(),
    roles: everyone,
  },
  {
    key: 'products',
    label: 'Products',
    href: adminPaths.products.getHref(),
    roles: everyone,
  },
  {
    key: 'catalogue-csv',
    label: 'Import / export',
    href: adminPaths.catalogueCsv.getHref(),
    roles: everyone,
    nested: true,
  },
  {
    key: 'categories',
    label: 'Categories',
    href: adminPaths.categories.getHref(),
    roles: everyone,
  },
  {
    key: 'collections',
    label: 'Collections',
    href: adminPaths.collections.getHref(),
    roles: everyone,
  },
  {
    key: 'stock',
    label: 'Stock',
    href: adminPaths.stock.getHref(),
    roles: everyone,
  },
  {
    key: 'content',
    label: 'Content',
    href: adminPaths.content.getHref(),
    roles: everyone,
  },
  {
    key: 'branches',
    label: 'Branches',
    href: adminPaths.branches.getHref(),
    roles: everyone,
  },
  { key: 'staff', label: 'Staff', href: adminPaths.staff.getHref(), roles: ['admin'] },
  { key: 'activity', label: 'Activity', href: adminPaths.activity.getHref(), roles: ['admin'] },
];

export const sectionByKey = (key: string | undefined) =>
  CONSOLE_SECTIONS.find((section) => section.key === key);
