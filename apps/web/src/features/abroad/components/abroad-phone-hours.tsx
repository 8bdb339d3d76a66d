import { countryName } from '@shop/shared/abroad';
import { OFW_COUNTRIES, phoneHoursIn } from '@shop/shared/ofw';
import { useAbroadCountryStore } from '../stores/abroad-country';

/** The picked country (the shared list), its name in a sentence and the phone hours there. */
export function usePickedCountryInfo() {
  const code = useAbroadCountryStore((state) => state.country);
  const country = OFW_COUNTRIES.find((entry) => entry.code === code) ?? null;
  return country
    ? { ...country, inName: countryName(country), phoneHours: phoneHoursIn(country.timeZone) }
    : null;
}

/**
 * "Your time in the United Arab Emirates: 4:00 am – 1:00 pm, Mondays–Saturdays": the shop's
 * phone hours on the shopper's clock (nothing at home).
 */
export function AbroadPhoneHours() {
  const country = usePickedCountryInfo();
  if (!country) return null;
  return (
    <span data-testid="abroad-phone-hours">
      Your time in {country.inName}: {country.phoneHours}
    </span>
  );
}
