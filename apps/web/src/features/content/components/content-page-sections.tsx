import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SkeletonBlock } from '../../../components/skeleton-block';
import type { PageSection } from '@shop/shared/contracts/content';
import { HtmlContent } from './html-content';
import { WideImage } from './wide-image';

/** Editorial sections: image and text side by side on wide screens, alternating sides. */
export function ContentPageSections({ sections }: { sections: readonly PageSection[] }) {
  let imageIndex = 0;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 6, md: 10 } }}>
      {sections.map((section) => {
        const headingId = `section-${section._id}`;
        const imageFirst = section.image ? imageIndex++ % 2 === 0 : false;
        return (
          <Box
            component="section"
            key={section._id}
            aria-labelledby={headingId}
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 6 },
              alignItems: 'center',
              gridTemplateColumns: section.image ? { xs: '1fr', md: '1fr 1fr' } : '1fr',
              maxWidth: section.image ? undefined : 820,
              mx: section.image ? undefined : 'auto',
            }}
          >
            {section.image ? (
              <WideImage
                image={section.image}
                loading="lazy"
                decoding="async"
                sx={{ borderRadius: 3, order: { xs: 0, md: imageFirst ? 0 : 1 } }}
              />
            ) : null}
            <Box>
              <Typography
                id={headingId}
                variant="h2"
                sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 1 }}
              >
                {section.heading}
              </Typography>
              <HtmlContent html={section.html} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

export function ContentPageSkeleton() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'grid', gap: 8 }}>
      {[0, 1].map((row) => (
        <Box
          key={row}
          sx={{ display: 'grid', gap: 6, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          <SkeletonBlock sx={{ aspectRatio: '2 / 1', borderRadius: 3 }} />
          <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'center' }}>
            <SkeletonBlock sx={{ height: 32, width: '50%' }} />
            <SkeletonBlock sx={{ height: 16 }} />
            <SkeletonBlock sx={{ height: 16 }} />
            <SkeletonBlock sx={{ height: 16, width: '75%' }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
