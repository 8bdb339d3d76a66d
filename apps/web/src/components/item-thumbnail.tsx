import ChairOutlinedIcon from '@mui/icons-material/ChairOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThumbnailImage } from './thumbnail-image';

export interface ItemThumbnailProps {
  image: { url: string; alt: string } | null;
  size: number;
}

/** A product photo beside its name; decorative, since the name is written next to it. */
export function ItemThumbnail({ image, size }: ItemThumbnailProps) {
  return (
    <Box
      sx={{
        flex: `0 0 ${size}px`,
        width: size,
        height: size,
        borderRadius: 1,
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {image ? (
        <ThumbnailImage url={image.url} size={size} />
      ) : (
        <ChairOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
      )}
    </Box>
  );
}

export interface CompactItem {
  name: string;
  image: ItemThumbnailProps['image'];
  /** The variant in words ("Oak · Queen"), if any. */
  variant: string | null;
  quantity: number;
}

export interface CompactItemListProps<T extends CompactItem> {
  items: readonly T[];
  keyOf: (item: T) => string;
}

/** Items in short: photo, name, variant and quantity (an order's or a return's). */
export function CompactItemList<T extends CompactItem>({ items, keyOf }: CompactItemListProps<T>) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={keyOf(item)}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
        >
          <ItemThumbnail image={item.image} size={56} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
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
