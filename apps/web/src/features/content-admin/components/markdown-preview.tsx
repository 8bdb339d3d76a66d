import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useMarkdownPreview } from '../api/preview-markdown';

const PREVIEW_DELAY_MS = 400;

/**
 * What readers will see: the server renders the Markdown with the blog's own safe renderer
 * (raw HTML escaped, script links dropped), asked again once typing pauses.
 */
export function MarkdownPreview({ markdown, label }: { markdown: string; label: string }) {
  const settled = useDebouncedValue(markdown, PREVIEW_DELAY_MS, '');
  const preview = useMarkdownPreview(settled);
  const html = preview.data?.html ?? '';
  return (
    <Box
      component="section"
      aria-label={label}
      aria-busy={preview.isFetching || settled !== markdown}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        minHeight: 240,
        overflowWrap: 'anywhere',
        bgcolor: 'background.paper',
        '& h2': { fontSize: '1.35rem', mt: 2, mb: 1 },
        '& h3': { fontSize: '1.15rem', mt: 2, mb: 1 },
        '& p, & li': { lineHeight: 1.7 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& a': { color: 'primary.main' },
      }}
    >
      <Typography variant="overline" color="text.secondary" component="p">
        Preview
      </Typography>
      {preview.isError ? (
        <Typography color="error">{preview.error.message}</Typography>
      ) : html ? (
        // The server's renderer escapes raw HTML and refuses script links: this is safe HTML.
        <Box dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Typography color="text.secondary">The article’s text shows here as you type.</Typography>
      )}
    </Box>
  );
}
