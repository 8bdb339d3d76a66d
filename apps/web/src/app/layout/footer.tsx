import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { TikTokIcon } from '../../components/icons/tiktok-icon';
import { paths } from '../../config/paths';
import { shop, shopPhoneHref } from '../../config/shop';
import { lazySection } from '../../lib/lazy-section';
import { useAbroadCountryStore } from '../../features/abroad/stores/abroad-country';
import { getSiteSettingsQueryOptions } from '../../features/content/api/get-site-settings';
import type { LegalDocument } from '../../features/content/components/legal/legal-dialog';

// The legal texts are long and rarely read: they load when a shopper opens one.
const LegalDialog = lazy(() =>
  import('../../features/content/components/legal/legal-dialog').then((module) => ({
    default: module.LegalDialog,
  })),
);

// Shopping from abroad: the country dialog and the lines for a shopper abroad load when needed.
const CountryPickerDialog = lazy(
  () => import('../../features/abroad/components/country-picker-dialog'),
);
const AbroadFooterLine = lazySection('layout/abroad-footer-line', () =>
  import('../../features/abroad/components/abroad-footer-line').then((module) => module.default),
);

export interface LegalDialogControls {
  openLegal: (document: LegalDocument) => void;
  /** The dialog to render: nothing until a text is first opened, then kept to animate out. */
  legalDialog: ReactNode;
}

/** A legal text (terms, privacy policy) in a dialog whose code loads when one is first opened. */
export function useLegalDialog(): LegalDialogControls {
  const [legal, setLegal] = useState<{ open: boolean; document: LegalDocument } | null>(null);
  return {
    openLegal: (document) => setLegal({ open: true, document }),
    legalDialog: legal ? (
      <Suspense fallback={null}>
        <LegalDialog
          open={legal.open}
          document={legal.document}
          onClose={() => setLegal({ ...legal, open: false })}
        />
      </Suspense>
    ) : null,
  };
}

const quickLinks = [
  { title: 'Shop', href: paths.products.getHref() },
  { title: 'About Us', href: paths.aboutUs.getHref() },
  { title: 'Our Locations', href: paths.locations.getHref() },
  { title: 'Blogs', href: paths.blogs.getHref() },
  { title: 'FAQs', href: paths.faqs.getHref() },
  { title: 'Trade-in', href: paths.tradeIn.getHref() },
  { title: 'Shopping from abroad', href: paths.shoppingFromAbroad.getHref() },
  { title: 'Contact Us', href: paths.contactUs.getHref() },
];

const socialLinks = [
  { label: `${shop.name} on Facebook`, href: shop.social.facebook, Icon: FacebookIcon },
  { label: `${shop.name} on Instagram`, href: shop.social.instagram, Icon: InstagramIcon },
  { label: `${shop.name} on TikTok`, href: shop.social.tiktok, Icon: TikTokIcon },
];

const footerLinkSx = {
  color: 'inherit',
  textDecoration: 'underline',
  textDecorationColor: 'rgba(255, 255, 255, 0.4)',
  textUnderlineOffset: 3,
  '&:hover': { textDecorationColor: 'currentColor' },
} as const;

const legalButtonSx = {
  ...footerLinkSx,
  p: 0,
  border: 0,
  bgcolor: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
} as const;

function FooterHeading({ children }: { children: string }) {
  return (
    <Typography
      component="h2"
      sx={{
        fontSize: '0.8rem',
        fontWeight: 700,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        mb: 1.5,
        color: '#E0D6CC',
      }}
    >
      {children}
    </Typography>
  );
}

export function Footer() {
  const { openLegal: showLegal, legalDialog } = useLegalDialog();
  const year = new Date().getFullYear();
  const queryClient = useQueryClient();
  const abroadCountry = useAbroadCountryStore((state) => state.country);
  const [countryDialog, setCountryDialog] = useState<boolean | null>(null);
  // The texts' effective date and jurisdiction come from the server: asked for as soon as a
  // shopper points at or tabs to a link, so the dialog opens with them filled in.
  const prefetchLegalValues = () => void queryClient.prefetchQuery(getSiteSettingsQueryOptions());
  const openLegal = (document: LegalDocument) => {
    prefetchLegalValues();
    showLegal(document);
  };

  return (
    <Box component="footer" sx={{ bgcolor: '#231F1B', color: '#FFFFFF', mt: 'auto' }}>
      <Container maxWidth="xl" sx={{ py: { xs: 5, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
          }}
        >
          <Box>
            <FooterHeading>{shop.name}</FooterHeading>
            <Box
              component="address"
              sx={{ fontStyle: 'normal', lineHeight: 1.8, fontSize: '0.95rem' }}
            >
              {shop.address}
              <br />
              <Box component="a" href={`mailto:${shop.email}`} sx={footerLinkSx}>
                {shop.email}
              </Box>
              <br />
              <Box component="a" href={shopPhoneHref} sx={footerLinkSx}>
                {shop.phone}
              </Box>
              <br />
              <span>Phone hours: {shop.phoneHours}</span>
              {abroadCountry ? (
                <Suspense fallback={null}>
                  <AbroadFooterLine
                    onChangeCountry={() => setCountryDialog(true)}
                    buttonSx={legalButtonSx}
                  />
                </Suspense>
              ) : (
                <>
                  <br />
                  <Box
                    component="button"
                    type="button"
                    onClick={() => setCountryDialog(true)}
                    sx={legalButtonSx}
                  >
                    Shopping from abroad? Choose your country
                  </Box>
                </>
              )}
            </Box>
          </Box>
          <Box component="nav" aria-label="Quick links">
            <FooterHeading>Quick links</FooterHeading>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, lineHeight: 2 }}>
              {quickLinks.map((link) => (
                <li key={link.title}>
                  <Box component={RouterLink} to={link.href} sx={footerLinkSx}>
                    {link.title}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
          <Box>
            <FooterHeading>Follow us</FooterHeading>
            <Box sx={{ display: 'flex', gap: 1 }}>
              {socialLinks.map(({ label, href, Icon }) => (
                <IconButton
                  key={href}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  sx={{ color: 'inherit', border: 1, borderColor: 'rgba(255,255,255,0.35)' }}
                >
                  <Icon />
                </IconButton>
              ))}
            </Box>
          </Box>
        </Box>
        <Box
          sx={{
            mt: 5,
            pt: 3,
            borderTop: 1,
            borderColor: 'rgba(255,255,255,0.2)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'center',
            fontSize: '0.875rem',
          }}
        >
          <Typography component="p" sx={{ fontSize: 'inherit' }}>
            © {year} {shop.name}. All rights reserved.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            <Box
              component="button"
              type="button"
              onClick={() => openLegal('terms')}
              onPointerEnter={prefetchLegalValues}
              onFocus={prefetchLegalValues}
              sx={legalButtonSx}
            >
              General Terms and Conditions
            </Box>
            <Box
              component="button"
              type="button"
              onClick={() => openLegal('privacy')}
              onPointerEnter={prefetchLegalValues}
              onFocus={prefetchLegalValues}
              sx={legalButtonSx}
            >
              Data Privacy Policy
            </Box>
          </Box>
        </Box>
      </Container>
      {legalDialog}
      {countryDialog !== null ? (
        <Suspense fallback={null}>
          <CountryPickerDialog open={countryDialog} onClose={() => setCountryDialog(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
