import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderReturn } from '@shop/shared/order-after-sales';
import { ItemThumbnail } from '../../../components/item-thumbnail';

/** The items of a return: photo, name, variant and how many go back. */
export function ReturnItems({ items }: { items: OrderReturn['items'] }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.order_item_id}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
        >
          <ItemThumbnail image={item.image} size={56} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[item.variant, `Qty ${item.quantity}`].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
