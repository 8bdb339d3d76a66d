import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/page-title';
import { CategoryTiles } from '../../features/catalog/components/category-tiles';
import { HomeHero } from '../../features/content/components/home-hero';

export function Component() {
  return (
    <>
      <PageTitle />
      <HomeHero />
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
