import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { LogoMark } from '../../components/icons/logo-mark';
import { paths } from '../../config/paths';
import { shop } from '../../config/shop';

const [firstWords, lastWord] = [
  shop.name.split(' ').slice(0, -1).join(' '),
  shop.name.split(' ').at(-1) ?? '',
];

export function Logo() {
  return (
    <Box
      component={RouterLink}
      to={paths.home.getHref()}
      aria-label={`${shop.name} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: { xs: '1rem', sm: '1.15rem' },
        letterSpacing: '-0.01em',
        whiteSpace: 'nowrap',
        flexShrink: 0,
      }}
    >
      <LogoMark sx={{ fontSize: 32 }} aria-hidden />
      <span>
        {firstWords}
        {/* The last word goes on the narrowest phones so the header fits in 360 px. */}
        <Box component="span" sx={{ '@media (max-width:419.95px)': { display: 'none' } }}>
          {' '}
          {lastWord}
        </Box>
      </span>
    </Box>
  );
}
