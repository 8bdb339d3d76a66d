const NATIONAL_MOBILE = /^(\d{3})(\d{3})(\d{4})$/;

/**
 * A mobile number as people read it, from the national form the API keeps (see
 * `normalizeMobile`): 9171234567 -> '+63 917 123 4567'. Anything else is shown as it is.
 */
export function formatMobile(national: string): string {
  const match = NATIONAL_MOBILE.exec(national);
  return match ? `+63 ${match[1]} ${match[2]} ${match[3]}` : national;
}
