// Business constants of spec section 9 (and the UI defaults of sections 1-3 that both sides need).

export const CURRENCY = 'PHP';
export const LOCALE = 'en-PH';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const STAY_LOGGED_IN_DAYS = 30;

export const DEFAULT_FULFILLMENT_TYPE = 'delivery';
export const DEFAULT_TRACK_STATUS = true;

export const LOGIN_MODAL_WIDTH = 500;
/** Layout counts as mobile below this width in px. */
export const MOBILE_BREAKPOINT = 1278;

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_PAGE_SIZE = 5;
export const SEARCH_SORT_BY = 'created_at';
export const SEARCH_SORT_ORDER = 'desc';

export const HEADER_CATEGORY_PAGE_SIZE = 4;
export const HEADER_CATEGORY_LIMIT_GUEST = 3;
export const HEADER_CATEGORY_LIMIT_SIGNED_IN = 4;

export const BRANCH_PAGE_SIZE = 999;
export const BRANCH_STATUS = 'ACTIVE';

export const TOAST_MS = 3100;
export const SNACKBAR_MS = 5000;
export const SNACKBAR_POSITION = 'top right';
export const NOTICE_DEFAULT_ICON = 'check-circle';
export const NOTICE_DEFAULT_COLOR = 'primary';

export const TICKER_SECONDS = 15;
export const TICKER_DIRECTION = 'right';

export const FOOTER_PHONE_HOURS = '8am-5pm, Mondays-Saturdays';

/** Prices are VAT-inclusive; this rate is only used to show the breakdown. */
export const VAT_RATE = 0.12;
