import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CatalogueImportSummary } from '@shop/shared/admin/catalogue-csv';
import { TILE_SX } from '../../../components/admin/tile-sx';

const LINES: { key: keyof CatalogueImportSummary; label: string }[] = [
  { key: 'productsToCreate', label: 'New products' },
  { key: 'productsToUpdate', label: 'Products changed' },
  { key: 'productsUnchanged', label: 'Products unchanged' },
  { key: 'variantsToCreate', label: 'New variants' },
  { key: 'variantsToUpdate', label: 'Variants changed' },
  { key: 'stockChanges', label: 'Stock counts changed' },
];

/** What an import does (or did): counts of products, variants and stock counts. */
export function ImportSummary({ summary }: { summary: CatalogueImportSummary }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: 1.5,
        m: 0,
      }}
    >
      {LINES.map(({ key, label }) => (
        <Box key={key} sx={TILE_SX}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {summary[key].toLocaleString('en-PH')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
