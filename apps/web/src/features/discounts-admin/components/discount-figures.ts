import { formatPeso } from '@shop/shared';
import type { AdminDiscount } from '@shop/shared/admin/discounts';
import { discountValueLabel } from '@shop/shared/admin/discounts';
import { formatDateTime } from '../../../lib/date-format';

/** "10% (up to ₱1,500.00)" or "₱500.00". */
export function ruleLabel(discount: AdminDiscount): string {
  const cap = discount.maxDiscount === null ? '' : ` (up to ${formatPeso(discount.maxDiscount)})`;
  return `${discountValueLabel(discount)}${cap}`;
}

/** "Any item", "2 categories", "1 category, 3 products". */
export function limitsLabel(discount: AdminDiscount): string {
  const parts: string[] = [];
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (discount.categoryIds.length > 0) {
    parts.push(count(discount.categoryIds.length, 'category', 'categories'));
  }
  if (discount.productIds.length > 0) {
    parts.push(count(discount.productIds.length, 'product', 'products'));
  }
  return parts.length > 0 ? parts.join(', ') : 'Any item';
}

/** "From … until …", "Until …", "From …" or "Always". */
export function windowLabel(discount: AdminDiscount): string {
  const from = discount.startsAt ? `From ${formatDateTime(discount.startsAt)}` : '';
  const until = discount.endsAt ? `until ${formatDateTime(discount.endsAt)}` : '';
  if (from && until) return `${from} ${until}`;
  if (until) return `U${until.slice(1)}`;
  return from || 'Always';
}

/** "3 / 100", "3" (no limit). */
export function usesLabel(discount: AdminDiscount): string {
  return discount.usageLimit === null
    ? String(discount.uses)
    : `${discount.uses} / ${discount.usageLimit}`;
}
