import { shellIcon } from './shell-icon';

/** The shop's mark: a stylised armchair; the same drawing as public/favicon.svg. */
export const LogoMark = shellIcon(
  <>
    <rect x="1" y="1" width="22" height="22" rx="5" fill="#C62828" />
    <path
      d="M7 9.5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v2.2a1.8 1.8 0 0 1 2.4 1.7V16a1 1 0 0 1-1 1h-.4v1.6h-1.6V17H7.6v1.6H6V17h-.4a1 1 0 0 1-1-1v-2.6A1.8 1.8 0 0 1 7 11.7Zm1.6 4.1V15h6.8v-1.4Z"
      fill="#FFFFFF"
    />
  </>,
);
