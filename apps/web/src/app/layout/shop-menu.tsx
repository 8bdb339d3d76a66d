import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { Category } from '@shop/shared/contracts/catalogue';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useCategories } from '../../features/catalog/api/get-categories';

// Every category of the shop fits in one page of the map (the API's maximum).
export const ALL_CATEGORIES = 100;

const categoryHref = (category: { friendlyUrl: string }) =>
  paths.products.getHref({ categories: [category.friendlyUrl] });

export interface ShopMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

/** One top category and its children, as a column of links. */
function CategoryColumn({ category, onClose }: { category: Category; onClose: () => void }) {
  const headingId = `shop-menu-${category._id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Link
        id={headingId}
        component={RouterLink}
        to={categoryHref(category)}
        onClick={onClose}
        underline="hover"
        sx={{ display: 'block', fontWeight: 700, color: 'text.primary', mb: 0.75 }}
      >
        {category.name}
      </Link>
      {category.children.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {category.children.map((child) => (
            <li key={child._id}>
              <Link
                component={RouterLink}
                to={categoryHref(child)}
                onClick={onClose}
                underline="hover"
                sx={{ color: 'text.secondary', fontSize: '0.95rem' }}
              >
                {child.name}
              </Link>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The header's full category menu (issue #11, item 13): every top category with its children.
 * The Popover moves focus in, keeps it there, and gives it back to the button on Escape.
 */
export function ShopMenu({ id, anchorEl, open, onClose }: ShopMenuProps) {
  const categories = useCategories({ limit: ALL_CATEGORIES });
  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { mt: 1, p: 3, maxWidth: 'min(960px, 92vw)' } } }}
    >
      <Box component="nav" aria-label="All categories">
        <Link
          component={RouterLink}
          to={paths.products.getHref()}
          onClick={onClose}
          underline="hover"
          sx={{ display: 'inline-block', fontWeight: 700, mb: 2 }}
        >
          All products
        </Link>
        {categories.isPending ? (
          <Typography color="text.secondary">Loading categories…</Typography>
        ) : categories.isError ? (
          <Typography color="error">The categories could not be loaded.</Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
              columnGap: 4,
              rowGap: 3,
              minWidth: { md: 640 },
            }}
          >
            {categories.data.map((category) => (
              <CategoryColumn key={category._id} category={category} onClose={onClose} />
            ))}
          </Box>
        )}
      </Box>
    </Popover>
  );
}
