import { ListPageFrame } from '../../components/list-page-frame';
import { paths } from '../../config/paths';
import { MyOrders } from '../../features/orders/components/my-orders';

export function Component() {
  return (
    <ListPageFrame
      title="My Orders"
      sibling={{ label: 'My Returns', href: paths.returns.getHref() }}
    >
      <MyOrders />
    </ListPageFrame>
  );
}
