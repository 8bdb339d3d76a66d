let serverOrigin = 'http://localhost';

/** The server-side render's origin: the shop's public address (PUBLIC_URL). */
export function setServerOrigin(origin: string): void {
  serverOrigin = new URL(origin).origin;
}

/** The shop's origin, for absolute links (sharing): the browser's own, or the public address. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
