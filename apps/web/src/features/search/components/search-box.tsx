import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/** Enter searches the catalogue (spec section 2); suggestions arrive with the search issue. */
export function SearchBox({ fullWidth = false }: { fullWidth?: boolean }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

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
      sx={{ width: fullWidth ? '100%' : { md: 280, lg: 320 } }}
    >
      <TextField
        id={inputId}
        type="search"
        size="small"
        fullWidth
        placeholder="Search furniture"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': 'Search products', enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
            sx: { bgcolor: 'background.paper' },
          },
        }}
      />
    </Box>
  );
}
