import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { OrderedProduct } from '@shop/shared/admin/collections';

export interface OrderedProductListProps {
  /** The list's accessible name. */
  label: string;
  products: OrderedProduct[];
  emptyText: string;
  /** The ids in their new order after one product moved up or down. */
  onReorder: (ids: string[], moved: OrderedProduct, direction: 'up' | 'down') => void;
  onRemove: (product: OrderedProduct) => void;
  removeLabel: (product: OrderedProduct) => string;
}

/** Products in the order staff set, each with up/down buttons and a remove button. */
export function OrderedProductList({
  label,
  products,
  emptyText,
  onReorder,
  onRemove,
  removeLabel,
}: OrderedProductListProps) {
  if (products.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  const move = (index: number, direction: 'up' | 'down') => {
    const ids = products.map((product) => product._id);
    const to = direction === 'up' ? index - 1 : index + 1;
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    onReorder(ids, products[index]!, direction);
  };
  return (
    <List aria-label={label} disablePadding>
      {products.map((product, index) => (
        <ListItem
          key={product._id}
          divider={index < products.length - 1}
          aria-label={product.name}
          sx={{ gap: 1, px: 1 }}
        >
          <Typography
            aria-hidden="true"
            color="text.secondary"
            sx={{ width: 24, textAlign: 'right', flexShrink: 0 }}
          >
            {index + 1}
          </Typography>
          <Box
            sx={{
              width: 44,
              height: 44,
              flexShrink: 0,
              borderRadius: 0.5,
              bgcolor: 'grey.100',
              overflow: 'hidden',
            }}
          >
            {product.imageUrl ? (
              <img
                src={product.imageUrl}
                alt=""
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : null}
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography noWrap>{product.name}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {product.sku}
            </Typography>
          </Box>
          {product.status === 'active' ? null : (
            <Chip
              size="small"
              variant="outlined"
              label={product.status === 'archived' ? 'Archived' : 'Inactive'}
            />
          )}
          <Box sx={{ display: 'flex', flexShrink: 0 }}>
            <IconButton
              aria-label={`Move ${product.name} up`}
              disabled={index === 0}
              onClick={() => move(index, 'up')}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Move ${product.name} down`}
              disabled={index === products.length - 1}
              onClick={() => move(index, 'down')}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton aria-label={removeLabel(product)} onClick={() => onRemove(product)}>
              <CloseIcon />
            </IconButton>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
