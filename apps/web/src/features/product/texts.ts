/** The empty-search text of spec section 8; the listing uses the same words as the header. */
export const NO_MATCHES_TEXT = 'No matching results found';
