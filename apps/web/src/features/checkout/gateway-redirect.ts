/**
 * Leaves the shop for the payment gateway's hosted page. One object, so a test can watch the
 * hand-over (a page load that jsdom cannot do).
 */
export const gatewayRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};
