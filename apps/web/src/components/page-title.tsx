import { shop } from '../config/shop';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${shop.name}` : `${shop.name} | ${shop.tagline}`}</title>;
}
