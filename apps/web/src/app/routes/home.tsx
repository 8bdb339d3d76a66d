import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { shop } from '../../config/shop';
import { CategoryTiles } from '../../features/catalog/components/category-tiles';

function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        background:
          'radial-gradient(circle at 85% 20%, rgba(198,40,40,0.16), transparent 45%), linear-gradient(135deg, #F6EFE7 0%, #EFE3D6 100%)',
      }}
    >
      <Container maxWidth="xl" sx={{ py: { xs: 6, md: 10 } }}>
        <Box sx={{ maxWidth: 640 }}>
          <Typography
            component="p"
            sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.08em', mb: 1 }}
          >
            {shop.name.toUpperCase()}
          </Typography>
          <Typography
            id="home-hero-title"
            variant="h1"
            sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 2 }}
          >
            {shop.tagline}
          </Typography>
          <Typography
            sx={{ fontSize: { xs: '1rem', md: '1.15rem' }, color: 'text.secondary', mb: 4 }}
          >
            Sofas, dining sets, beds and storage made for Filipino homes, with prices in pesos,
            delivery to your door or pickup at one of our branches.
          </Typography>
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to={paths.products.getHref()}
            sx={{ px: 4, py: 1.5 }}
          >
            Shop now
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

export function Component() {
  return (
    <>
      <PageTitle />
      <Hero />
      <Container
        maxWidth="xl"
        component="section"
        aria-labelledby="home-categories-title"
        sx={{ py: { xs: 5, md: 8 } }}
      >
        <Typography id="home-categories-title" variant="h2" sx={{ mb: 3 }}>
          Shop by category
        </Typography>
        <CategoryTiles />
      </Container>
    </>
  );
}
