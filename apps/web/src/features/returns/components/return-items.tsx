import type { OrderReturn } from '@shop/shared/order-after-sales';
import { CompactItemList } from '../../../components/item-thumbnail';

/** The items of a return: photo, name, variant and how many go back. */
export function ReturnItems({ items }: { items: OrderReturn['items'] }) {
  return <CompactItemList items={items} keyOf={(item) => item.order_item_id} />;
}
