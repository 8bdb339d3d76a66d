import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Category } from '@shop/shared/contracts/catalogue';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export interface Crumb {
  name: string;
  friendlyUrl: string;
}

/** Top category → child, for the category a listing shows; empty when it is unknown. */
export function categoryTrail(categories: readonly Category[], friendlyUrl: string): Crumb[] {
  for (const top of categories) {
    if (top.friendlyUrl === friendlyUrl) return [top];
    const child = top.children.find((entry) => entry.friendlyUrl === friendlyUrl);
    if (child) return [top, child];
  }
  return [];
}

/**
 * Home › Living Room › Sofas on a listing of one category; Home › Products on any other.
 * Every step but the last is a link; the last is the page itself (aria-current).
 */
export function CategoryBreadcrumbs({
  categories,
  current,
}: {
  categories: readonly Category[];
  /** The one category the listing shows, or null for several or none. */
  current: string | null;
}) {
  const trail = current ? categoryTrail(categories, current) : [];
  const steps = [
    { name: 'Home', href: paths.home.getHref() },
    ...(trail.length > 0
      ? trail.map((crumb) => ({
          name: crumb.name,
          href: paths.products.getHref({ categories: [crumb.friendlyUrl] }),
        }))
      : [{ name: 'Products', href: paths.products.getHref() }]),
  ];
  const last = steps.length - 1;
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1, fontSize: '0.9rem' }}>
      {steps.map((step, index) =>
        index === last ? (
          <Typography
            key={step.href}
            aria-current="page"
            sx={{ color: 'text.primary', fontSize: 'inherit' }}
          >
            {step.name}
          </Typography>
        ) : (
          <Link
            key={step.href}
            component={RouterLink}
            to={step.href}
            underline="hover"
            color="inherit"
          >
            {step.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
