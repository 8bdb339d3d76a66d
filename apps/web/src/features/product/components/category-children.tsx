import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CategoryFacet } from '@shop/shared/contracts/catalogue';
import { Link as RouterLink } from 'react-router';

/**
 * The children of the category a listing shows, each a link to its own listing (with the other
 * filters kept) and the products it holds among those the filters leave.
 */
export function CategoryChildren({
  parentName,
  options,
  hrefFor,
}: {
  parentName: string;
  options: readonly CategoryFacet[];
  hrefFor: (friendlyUrl: string) => string;
}) {
  if (options.length === 0) return null;
  return (
    <Box component="nav" aria-label={`Types of ${parentName}`} sx={{ mb: 2 }}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
      >
        {options.map((child) => (
          <li key={child._id}>
            <Button
              component={RouterLink}
              to={hrefFor(child.friendlyUrl)}
              variant="outlined"
              size="small"
              sx={{ borderRadius: 4, fontWeight: 600 }}
            >
              {child.name}{' '}
              <Box component="span" sx={{ ml: 0.5, color: 'text.secondary', fontWeight: 400 }}>
                ({child.count})
              </Box>
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
