export const PASSWORD_MIN_LENGTH = 8;

/**
 * Mobile numbers are kept in the Philippine national significant form: 10 digits starting
 * with 9 (e.g. 9171234567). The spec gives only "first digit 9" and "min and max"; a PH mobile
 * number has exactly 10 significant digits, so both bounds are 10. Input typed with the trunk
 * prefix (09171234567) or the country code (+639171234567, 639171234567) is normalised first.
 */
export const MOBILE_MIN_LENGTH = 10;
export const MOBILE_MAX_LENGTH = 10;
export const MOBILE_FIRST_DIGIT = '9';
