import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatPeso } from '@shop/shared/money';
import { useEffect, useState, type RefObject } from 'react';
import { QuantityStepper } from '../../../components/quantity-stepper';

export interface StickyAddToCartProps {
  /** The page's own Add to cart button: the bar shows once it has scrolled up out of view. */
  target: RefObject<HTMLElement | null>;
  productName: string;
  price: number | null;
  /** "Navy Blue, Single", or what is left to choose. */
  choice: string;
  quantity: number;
  max: number;
  canAdd: boolean;
  onQuantityChange: (quantity: number) => void;
  onAdd: () => void;
}

/**
 * Phones only (below 900 px): a bar at the bottom of the screen with the price, the chosen
 * options, the quantity and Add to cart, shown while the page's own button is scrolled above
 * the screen — and hidden again while the footer is in view, so it never sits on its links.
 */
export function StickyAddToCart({
  target,
  productName,
  price,
  choice,
  quantity,
  max,
  canAdd,
  onQuantityChange,
  onAdd,
}: StickyAddToCartProps) {
  // Not `noSsr`: a server-rendered page hydrates as the server drew it, then measures.
  const phone = useMediaQuery('(max-width:899.95px)');
  const [buttonAbove, setButtonAbove] = useState(false);
  const [footerInView, setFooterInView] = useState(false);

  // Measured on scroll rather than with an IntersectionObserver: a jump from below the button
  // to above it (or back, "to the top") crosses no intersection, and the observer stays quiet.
  useEffect(() => {
    if (!phone) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const button = target.current;
      const footer = document.querySelector('footer');
      setButtonAbove(button ? button.getBoundingClientRect().bottom < 0 : false);
      setFooterInView(footer ? footer.getBoundingClientRect().top < window.innerHeight : false);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // First measured in the next frame: measuring in the effect forces a layout of the whole
    // page inside the task that hydrates it.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [phone, target]);

  if (!phone || !buttonAbove || footerInView) return null;
  return (
    <Box
      role="region"
      aria-label="Add to cart bar"
      data-testid="sticky-add-to-cart"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -4px 16px rgba(31, 27, 22, 0.12)',
        px: 2,
        pt: 1,
        pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {price === null ? '—' : formatPeso(price)}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {choice}
        </Typography>
      </Box>
      <QuantityStepper
        value={Math.min(quantity, Math.max(1, max))}
        max={max}
        onChange={onQuantityChange}
        disabled={!canAdd || max < 1}
        itemName={productName}
        dense
      />
      <Button
        variant="contained"
        size="large"
        startIcon={<AddShoppingCartIcon />}
        disabled={!canAdd}
        onClick={onAdd}
        sx={{ gridColumn: '1 / -1', minHeight: 44 }}
      >
        Add to cart
      </Button>
    </Box>
  );
}
