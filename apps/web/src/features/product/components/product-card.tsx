import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { priceDisplay } from '../price';
import type { ProductListItem } from '@shop/shared/contracts/catalogue';
import { ProductImage } from './product-image';

/** Two cards a row on a phone, three on a tablet, four from a desktop's 1200 px container. */
const PRODUCT_CARD_SIZES =
  '(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';
import { ProductPrice } from './product-price';
import { RatingStars } from '../../../components/rating-stars';

export interface ProductCardProps {
  product: ProductListItem;
  /** The heading level of the product name within the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Load the photo at once: a card on the first screen (its photo may be the page's LCP). */
  eagerImage?: boolean;
}

const badgeSx = {
  px: 1,
  py: 0.25,
  borderRadius: 1,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
} as const;

/** The product card of the home page, the listing and related products. */
export function ProductCard({
  product,
  headingLevel = 'h3',
  eagerImage = false,
}: ProductCardProps) {
  const onSale = priceDisplay(product.price_details).compareAt !== null;
  const category = product.categories[0];
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 4 },
        '&:focus-within': { boxShadow: 4 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box sx={{ position: 'relative', bgcolor: '#F6F1EB' }}>
        <ProductImage
          image={product.images[0]}
          fallbackAlt={product.name}
          sizes={PRODUCT_CARD_SIZES}
          eager={eagerImage}
        />
        <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 0.5 }}>
          {!product.in_stock ? (
            <Box
              component="span"
              sx={{ ...badgeSx, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
            >
              Out of stock
            </Box>
          ) : null}
          {onSale ? (
            <Box
              component="span"
              sx={{ ...badgeSx, bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              Sale
            </Box>
          ) : null}
        </Box>
      </Box>
      <Box
        sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}
      >
        {category ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {category.name}
          </Typography>
        ) : null}
        <Typography
          component={headingLevel}
          sx={{
            fontSize: { xs: '0.95rem', sm: '1rem' },
            fontWeight: 600,
            lineHeight: 1.35,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            // Exactly two lines tall: a box stretched by flex would show part of a third.
            height: '2.7em',
            flexShrink: 0,
          }}
        >
          <Box
            component={RouterLink}
            to={paths.productDetailsByFriendlyUrl.getHref(product.friendly_url)}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              // The whole card is the link's click target; only the name is announced.
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': {
                outline: '3px solid #1a237e',
                outlineOffset: -3,
                borderRadius: 2,
              },
            }}
          >
            {product.name}
          </Box>
        </Typography>
        {product.rating ? (
          <RatingStars average={product.rating.average} count={product.rating.count} />
        ) : null}
        {/* The price sits at the card's foot, level with its neighbours'. */}
        <Box sx={{ mt: 'auto' }}>
          <ProductPrice entries={product.price_details} />
        </Box>
      </Box>
    </Box>
  );
}
