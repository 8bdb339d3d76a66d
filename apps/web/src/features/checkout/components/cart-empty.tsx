import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** An empty cart: say so kindly and point to the shop. */
export function CartEmpty() {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 10 },
        px: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <ShoppingCartOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h2" sx={{ mb: 1 }}>
        Your cart is empty
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 420, mx: 'auto' }}>
        Sofas, dining sets, beds and more are waiting. Add what you love and it will be here when
        you are ready.
      </Typography>
      <Button component={RouterLink} to={paths.products.getHref()} variant="contained" size="large">
        Browse products
      </Button>
    </Box>
  );
}
