import EmailIcon from '@mui/icons-material/Email';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { shop, shopPhoneHref } from '../../config/shop';
import { AbroadPhoneHours } from '../../features/abroad/components/abroad-phone-hours';
import { ContactForm } from '../../features/content/components/contact-form';

const linkSx = { color: 'primary.main', fontWeight: 600, textUnderlineOffset: 3 } as const;

function Channel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '40px 1fr', gap: 1.5 }}>
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#FBE9E7',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.25 }}>
          {title}
        </Typography>
        <Box sx={{ color: 'text.secondary', lineHeight: 1.6 }}>{children}</Box>
      </Box>
    </Box>
  );
}

interface ContactThankYouState {
  name?: string;
}

export function Component() {
  const navigate = useNavigate();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Contact Us" />
      <Box component="header" sx={{ mb: { xs: 3, md: 5 }, maxWidth: 760 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
          Contact Us
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: { md: '1.1rem' } }}>
          Questions about a product, an order or a delivery? Send us a message and our customer care
          team will get back to you, usually within one working day.
        </Typography>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 2 }}>
          <ContactForm
            onSent={({ name }) => {
              const state: ContactThankYouState = { name };
              void navigate(paths.contactThankYou.getHref(), { state });
            }}
          />
        </Card>
        <Box
          component="aside"
          aria-labelledby="contact-channels"
          sx={{ display: 'grid', gap: 3, pt: { md: 4 } }}
        >
          <Typography id="contact-channels" variant="h2" sx={{ fontSize: '1.4rem' }}>
            Other ways to reach us
          </Typography>
          <Channel icon={<PhoneIcon fontSize="small" />} title="Call us">
            <Box component="a" href={shopPhoneHref} sx={linkSx}>
              {shop.phone}
            </Box>
            <br />
            {shop.phoneHours}
            {/* A shopper abroad also reads them on their own clock. */}
            <Box component="span" sx={{ display: 'block', '&:empty': { display: 'none' } }}>
              <AbroadPhoneHours />
            </Box>
          </Channel>
          <Channel icon={<EmailIcon fontSize="small" />} title="E-mail">
            <Box component="a" href={`mailto:${shop.email}`} sx={linkSx}>
              {shop.email}
            </Box>
          </Channel>
          <Channel icon={<LocationOnIcon fontSize="small" />} title="Visit a showroom">
            <Box component={RouterLink} to={paths.locations.getHref()} sx={linkSx}>
              Find your nearest showroom
            </Box>
          </Channel>
          <Channel icon={<HelpOutlineIcon fontSize="small" />} title="Quick answers">
            <Box component={RouterLink} to={paths.faqs.getHref()} sx={linkSx}>
              Read our FAQs
            </Box>
          </Channel>
        </Box>
      </Box>
    </Container>
  );
}
