import Box, { type BoxProps } from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** Typography for HTML the server renders from Markdown (headings h2-h4, lists, quotes, links). */
const proseSx = {
  fontSize: { xs: '1rem', md: '1.0625rem' },
  lineHeight: 1.75,
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 2 },
  '& h2': {
    fontSize: { xs: '1.3rem', md: '1.5rem' },
    fontWeight: 700,
    lineHeight: 1.3,
    mt: 5,
    mb: 1.5,
  },
  '& h3': { fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.35, mt: 4, mb: 1 },
  '& h4': { fontSize: '1.05rem', fontWeight: 700, mt: 3, mb: 1 },
  '& ul, & ol': { pl: 3, my: 2 },
  '& li': { my: 0.75 },
  '& li::marker': { color: 'primary.main' },
  '& a': {
    color: 'primary.main',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    '&:hover': { color: 'primary.dark' },
  },
  '& blockquote': {
    m: 0,
    my: 3,
    pl: 2.5,
    borderLeft: 4,
    borderColor: 'primary.main',
    color: 'text.secondary',
    fontStyle: 'italic',
  },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
  '& table': {
    width: '100%',
    borderCollapse: 'collapse',
    my: 3,
    display: 'block',
    overflowX: 'auto',
  },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
  '& code': {
    fontFamily: 'ui-monospace, monospace',
    fontSize: '0.9em',
    bgcolor: 'grey.100',
    px: 0.5,
    borderRadius: 0.5,
  },
} as const;

export interface HtmlContentProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** Sanitised on the server: raw HTML in Markdown is dropped and links are limited to safe schemes. */
  html: string;
}

export function HtmlContent({ html, sx, ...props }: HtmlContentProps) {
  const navigate = useNavigate();
  // Links to the shop's own pages stay inside the app instead of reloading it.
  const followInternalLink = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return (
    <Box
      {...props}
      onClick={followInternalLink}
      sx={[proseSx, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
