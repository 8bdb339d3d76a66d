import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCategories } from '../api/get-categories';

// The same call as the home page's category tiles, so a visitor who came from home reads it
// from the cache.
const CATEGORY_LIMIT = 12;

export interface ShopFinderProps {
  /** The words already searched for, to edit rather than retype. */
  initialSearch?: string;
}

/**
 * The way on from a dead end (an unknown address, a search that found nothing): a product
 * search and the shop's top categories.
 */
export function ShopFinder({ initialSearch = '' }: ShopFinderProps) {
  const [text, setText] = useState(initialSearch);
  const navigate = useNavigate();
  const categories = useCategories({ limit: CATEGORY_LIMIT });
  const headingId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = text.trim();
    void navigate(paths.products.getHref(search ? { search } : {}));
  }

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', textAlign: 'left' }}>
      <Box
        component="form"
        role="search"
        aria-label="Search the shop"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label="Search products"
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { type: 'search', maxLength: 100 } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon aria-hidden />}
          sx={{ flexShrink: 0, height: 40 }}
        >
          Search
        </Button>
      </Box>
      {categories.data && categories.data.length > 0 ? (
        <Box component="nav" aria-labelledby={headingId} sx={{ mt: 3 }}>
          <Typography
            id={headingId}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 700, mb: 1.5 }}
          >
            Or browse a category
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
          >
            {categories.data.map((category) => (
              <li key={category._id}>
                <Chip
                  component={RouterLink}
                  to={paths.products.getHref({ categories: [category.friendlyUrl] })}
                  label={category.name}
                  clickable
                  variant="outlined"
                  sx={{ fontWeight: 600, bgcolor: 'background.paper' }}
                />
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
