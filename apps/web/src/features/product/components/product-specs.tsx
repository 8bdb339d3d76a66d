import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPeso } from '@shop/shared/money';
import type { ReactNode } from 'react';
import type { ProductDetail } from '@shop/shared/contracts/catalogue';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const rowSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 2fr) minmax(0, 3fr)', sm: '200px minmax(0, 1fr)' },
  gap: 2,
  py: 1.25,
  borderBottom: 1,
  borderColor: 'divider',
  m: 0,
} as const;

function Facts({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={rowSx}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {row.label}
          </Box>
          <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const cm = (value: number | null) => (value === null ? null : `${value} cm`);

export function dimensionRows(product: ProductDetail): { label: string; value: string }[] {
  const { width_cm, depth_cm, height_cm } = product.dimensions;
  return [
    { label: 'Width', value: cm(width_cm) },
    { label: 'Depth', value: cm(depth_cm) },
    { label: 'Height', value: cm(height_cm) },
    { label: 'Weight', value: product.weight_kg ? `${product.weight_kg} kg` : null },
  ].flatMap((row) => (row.value ? [{ label: row.label, value: row.value }] : []));
}

/** Description, dimensions, materials, specifications and the protection plan. */
export function ProductSpecs({ product }: { product: ProductDetail }) {
  const dimensions = dimensionRows(product);
  // The catalogue repeats materials and dimensions among the specifications; show them once.
  const shown = new Set(['materials', 'dimensions', 'weight']);
  const specifications = product.specifications.filter(
    (spec) => !shown.has(spec.label.toLowerCase()),
  );
  const plan = product.protection_plan;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 } }}>
      {product.description ? (
        <Section id="product-description" title="Description">
          <Typography sx={{ maxWidth: 760, whiteSpace: 'pre-line' }}>
            {product.description}
          </Typography>
        </Section>
      ) : null}
      {dimensions.length > 0 || product.materials.length > 0 ? (
        <Section id="product-dimensions" title="Dimensions and materials">
          <Facts
            rows={[
              ...dimensions,
              ...(product.materials.length > 0
                ? [{ label: 'Materials', value: product.materials.join(', ') }]
                : []),
            ]}
          />
        </Section>
      ) : null}
      {specifications.length > 0 ? (
        <Section id="product-specifications" title="Specifications">
          <Facts rows={specifications} />
        </Section>
      ) : null}
      {plan ? (
        <Section id="product-protection" title="Protection plan">
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: 'flex-start',
              p: 2,
              borderRadius: 2,
              bgcolor: '#F3F6F9',
              border: 1,
              borderColor: 'divider',
              maxWidth: 760,
            }}
          >
            <VerifiedUserOutlinedIcon color="secondary" aria-hidden sx={{ mt: 0.25 }} />
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{plan.name}</Typography>
              <Typography color="text.secondary">
                {plan.years} {plan.years === 1 ? 'year' : 'years'} of protection for{' '}
                {formatPeso(plan.price)} per item. Each covered item comes with a downloadable
                policy document.
              </Typography>
            </Box>
          </Box>
        </Section>
      ) : null}
    </Box>
  );
}
