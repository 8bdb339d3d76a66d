import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { BlogTag } from '@shop/shared/contracts/content';

export interface BlogTagFilterProps {
  tags: readonly BlogTag[];
  selected: string | null;
  onSelect: (tag: string | null) => void;
}

/** Toggle chips: "All articles" and one per tag; the pressed one filters the list. */
export function BlogTagFilter({ tags, selected, onSelect }: BlogTagFilterProps) {
  // A tag from an old link that no longer exists still shows, so it can be cleared.
  const shown =
    selected && !tags.some((tag) => tag.tag === selected)
      ? [{ tag: selected, count: 0 }, ...tags]
      : tags;
  const options: { key: string; value: string | null; label: string }[] = [
    { key: '', value: null, label: 'All articles' },
    ...shown.map((tag) => ({ key: tag.tag, value: tag.tag, label: tag.tag })),
  ];
  return (
    <Box
      component="ul"
      aria-label="Filter articles by tag"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        gap: 1,
        // One scrolling row on phones, so the articles are not pushed below the fold.
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        overflowX: { xs: 'auto', sm: 'visible' },
        pb: { xs: 1, sm: 0 },
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        scrollbarWidth: 'thin',
        '& > li': { flexShrink: 0 },
      }}
    >
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <li key={option.key}>
            <Chip
              label={option.label}
              clickable
              aria-pressed={pressed}
              color={pressed ? 'primary' : 'default'}
              variant={pressed ? 'filled' : 'outlined'}
              onClick={() => onSelect(pressed && option.value !== null ? null : option.value)}
              sx={{
                fontWeight: 600,
                textTransform: 'capitalize',
                bgcolor: pressed ? undefined : 'background.paper',
              }}
            />
          </li>
        );
      })}
    </Box>
  );
}
