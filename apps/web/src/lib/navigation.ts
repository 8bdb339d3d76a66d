type Navigate = (href: string) => void;

let navigateImpl: Navigate | null = null;

/** The app registers its router here so stores (outside React) can navigate. */
export function registerNavigate(navigate: Navigate): () => void {
  navigateImpl = navigate;
  return () => {
    if (navigateImpl === navigate) navigateImpl = null;
  };
}

export function navigateTo(href: string): void {
  if (navigateImpl) navigateImpl(href);
  // A server-side render has nowhere to go: its page is answered as it is.
  else if (typeof window !== 'undefined') window.location.assign(href);
}
