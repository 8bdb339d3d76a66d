import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Enter searches the catalogue (spec section 2); suggestions arrive with the search issue.
 * A native input styled like MUI's outlined field: OutlinedInput adds ~5 KB to every page.
 */
export function SearchBox({ fullWidth = false }: { fullWidth?: boolean }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = text.trim();
    if (search) void navigate(paths.products.getHref({ search }));
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label="Products"
      onSubmit={handleSubmit}
      sx={{ position: 'relative', width: fullWidth ? '100%' : { md: 280, lg: 320 } }}
    >
      <SearchIcon
        fontSize="small"
        aria-hidden
        sx={{
          position: 'absolute',
          left: 12,
          top: '50%',
          transform: 'translateY(-50%)',
          color: 'text.secondary',
          pointerEvents: 'none',
        }}
      />
      <Box
        component="input"
        type="search"
        aria-label="Search products"
        enterKeyHint="search"
        placeholder="Search furniture"
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{
          width: '100%',
          height: 40,
          pl: 5,
          pr: 1.5,
          font: 'inherit',
          fontSize: '0.95rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': {
            outline: 'none',
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      />
    </Box>
  );
}
