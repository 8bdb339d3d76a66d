import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ShellButton } from '../../../components/shell-button';
import { paths } from '../../../config/paths';
import { shop } from '../../../config/shop';

/** A drawn living room: decoration only, so it is hidden from assistive technology. */
function HeroArt() {
  return (
    <Box
      component="svg"
      viewBox="0 0 480 340"
      aria-hidden
      focusable="false"
      sx={{ width: '100%', maxWidth: 520, height: 'auto', display: 'block' }}
    >
      <ellipse cx="230" cy="318" rx="220" ry="14" fill="#000" opacity="0.08" />
      <rect
        x="160"
        y="52"
        width="120"
        height="84"
        rx="6"
        fill="#FFF8F0"
        stroke="#6D4C41"
        strokeWidth="6"
      />
      <path d="M172 126l30-38 22 26 16-18 28 30z" fill="#E0B089" />
      <circle cx="250" cy="78" r="9" fill="#F2C46D" />
      <path d="M392 112h60l-14-46h-32z" fill="#F2C46D" />
      <rect x="419" y="112" width="6" height="196" fill="#5D4037" />
      <ellipse cx="422" cy="310" rx="26" ry="6" fill="#5D4037" />
      <path d="M22 262h52l-7 50H29z" fill="#A1887F" />
      <ellipse cx="36" cy="226" rx="14" ry="34" fill="#558B2F" transform="rotate(-20 36 226)" />
      <ellipse cx="60" cy="222" rx="14" ry="36" fill="#689F38" transform="rotate(18 60 222)" />
      <ellipse cx="48" cy="214" rx="12" ry="40" fill="#7CB342" />
      <rect x="110" y="166" width="250" height="92" rx="26" fill="#C62828" />
      <rect x="86" y="206" width="52" height="92" rx="22" fill="#B71C1C" />
      <rect x="332" y="206" width="52" height="92" rx="22" fill="#B71C1C" />
      <rect x="122" y="232" width="226" height="56" rx="16" fill="#D84343" />
      <rect x="140" y="184" width="88" height="54" rx="16" fill="#EF9A9A" />
      <rect x="242" y="184" width="88" height="54" rx="16" fill="#EF9A9A" />
      <rect x="108" y="292" width="10" height="22" rx="3" fill="#6D4C41" />
      <rect x="352" y="292" width="10" height="22" rx="3" fill="#6D4C41" />
    </Box>
  );
}

/** The home page's opening: who we are and a way into the catalogue. */
export function HomeHero() {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        background:
          'radial-gradient(circle at 85% 20%, rgba(198,40,40,0.12), transparent 45%), linear-gradient(135deg, #F6EFE7 0%, #EFE3D6 100%)',
      }}
    >
      <Container
        maxWidth="xl"
        sx={{
          py: { xs: 6, md: 9 },
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
        }}
      >
        <Box sx={{ maxWidth: 640 }}>
          <Typography
            component="p"
            sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.08em', mb: 1 }}
          >
            {shop.name.toUpperCase()}
          </Typography>
          <Typography
            id="home-hero-title"
            variant="h1"
            sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 2 }}
          >
            {shop.tagline}
          </Typography>
          <Typography
            sx={{ fontSize: { xs: '1rem', md: '1.15rem' }, color: 'text.secondary', mb: 4 }}
          >
            Sofas, dining sets, beds and storage made for Filipino homes, with prices in pesos,
            delivery to your door or pickup at one of our branches.
          </Typography>
          <ShellButton
            variant="contained"
            size="large"
            to={paths.products.getHref()}
            sx={{ px: 4, py: 1.5 }}
          >
            Shop now
          </ShellButton>
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}>
          <HeroArt />
        </Box>
      </Container>
    </Box>
  );
}
