import { ListPageFrame } from '../../components/list-page-frame';
import { paths } from '../../config/paths';
import { MyReturns } from '../../features/returns/components/my-returns';

export function Component() {
  return (
    <ListPageFrame
      title="My Returns"
      sibling={{ label: 'My Orders', href: paths.orders.getHref() }}
    >
      <MyReturns />
    </ListPageFrame>
  );
}
