import Box from '@mui/material/Box';
import { LOCALE } from '@shop/shared/constants';

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'long',
  timeZone: 'Asia/Manila',
});

/** 2026-09-10T01:00:00Z -> September 10, 2026 (Manila time, Philippine style). */
export function formatPublishedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function readingTime(minutes: number): string {
  const rounded = Math.max(1, Math.round(minutes));
  return `${rounded} min read`;
}

/** Author · date · reading time, in one wrapping line. */
export function BlogMeta({
  author,
  publishedAt,
  readingMinutes,
}: {
  author: string;
  publishedAt: string;
  readingMinutes: number;
}) {
  const date = formatPublishedDate(publishedAt);
  const parts = [
    author ? <span key="author">By {author}</span> : null,
    date ? (
      <time key="date" dateTime={publishedAt}>
        {date}
      </time>
    ) : null,
    readingMinutes > 0 ? <span key="reading">{readingTime(readingMinutes)}</span> : null,
  ].filter(Boolean);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 1,
        rowGap: 0.25,
        color: 'text.secondary',
        fontSize: '0.875rem',
        '& > :not(:last-child)::after': { content: '"·"', ml: 1, color: 'text.secondary' },
      }}
    >
      {parts}
    </Box>
  );
}
