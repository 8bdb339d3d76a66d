import { FOOTER_PHONE_HOURS } from '@shop/shared/constants';

/** The shop's public identity: header, footer, page titles and the legal texts read it. */
export const shop = {
  name: 'Casa Filipina Furniture',
  tagline: 'Furniture for every Filipino home',
  address: '2280 Chino Roces Avenue, Makati City, Metro Manila 1231, Philippines',
  email: 'hello@casafilipina.ph',
  phone: '+63 2 8123 4567',
  phoneHours: FOOTER_PHONE_HOURS,
  dataProtectionOfficer: {
    name: 'Data Protection Officer',
    email: 'privacy@casafilipina.ph',
  },
  social: {
    facebook: 'https://www.facebook.com/casafilipinafurniture',
    instagram: 'https://www.instagram.com/casafilipinafurniture',
    tiktok: 'https://www.tiktok.com/@casafilipinafurniture',
  },
} as const;

/** `tel:` needs the number without spaces. */
export const shopPhoneHref = `tel:${shop.phone.replace(/\s+/g, '')}`;
