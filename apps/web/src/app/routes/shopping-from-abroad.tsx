import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPeso } from '@shop/shared/money';
import { formatRatesDate } from '@shop/shared/ofw';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { shop, shopPhoneHref } from '../../config/shop';
import { usePickedCountry } from '../../features/abroad/api/get-ofw-locations';
import { ApproximateAmount } from '../../features/abroad/components/approximate-amount';
import { usePickedCountryInfo } from '../../features/abroad/components/abroad-phone-hours';
import { CountryPicker } from '../../features/abroad/components/country-picker';

/** An example price to show what the approximate amount looks like. */
const EXAMPLE_PESOS = 24_999;

const steps = [
  'Pick the country you are in below. Prices stay in pesos, with an approximate amount in your currency beside them.',
  'On a product, choose “Send to my family in the Philippines”. Your cart stays as it is.',
  'At checkout, give your mobile number abroad and your family’s name, mobile and address in the Philippines.',
  'Pay online by card, GCash, Maya or online banking. We e-mail you, and your family too when you give their e-mail, at every step of the delivery.',
];

/** /shopping-from-abroad: for Filipinos abroad buying furniture for their family at home. */
export function Component() {
  const info = usePickedCountryInfo();
  const { country, ratesAsOf } = usePickedCountry();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Shopping from abroad" />
      <Typography variant="h1" gutterBottom>
        Shopping from abroad
      </Typography>
      <Typography sx={{ maxWidth: 720, mb: 4, color: 'text.secondary' }}>
        Working abroad and furnishing a home for your family in the Philippines? Order here and we
        deliver to their door, anywhere we deliver in the country.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="abroad-country"
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography id="abroad-country" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Where are you?
          </Typography>
          <CountryPicker />
          {info ? (
            <Box sx={{ mt: 2, display: 'grid', gap: 1 }} aria-live="polite">
              <Typography>
                Our phone hours on your clock in {info.inName}:{' '}
                <strong data-testid="abroad-phone-hours">{info.phoneHours}</strong> (
                {shop.phoneHours} in Manila).
              </Typography>
              {country && ratesAsOf ? (
                <Typography component="div">
                  A {formatPeso(EXAMPLE_PESOS)} sofa is about:
                  <ApproximateAmount pesos={EXAMPLE_PESOS} sx={{ fontSize: '1rem' }} />
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Amounts in {country.currency} only guide you: rates of{' '}
                    {formatRatesDate(ratesAsOf)}, not live. You pay in pesos, and your bank or
                    e-wallet converts at its own rate.
                  </Typography>
                </Typography>
              ) : null}
            </Box>
          ) : null}
        </Paper>
        <Box component="section" aria-labelledby="abroad-how">
          <Typography id="abroad-how" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            How it works
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Box>
          <Typography sx={{ mt: 2 }}>
            Questions? Call <Link href={shopPhoneHref}>{shop.phone}</Link> or write to{' '}
            <Link href={`mailto:${shop.email}`}>{shop.email}</Link>.
          </Typography>
          <Button
            component={RouterLink}
            to={paths.products.getHref()}
            variant="contained"
            sx={{ mt: 3 }}
          >
            Browse furniture
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
