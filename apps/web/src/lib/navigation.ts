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
  else window.location.assign(href);
}
