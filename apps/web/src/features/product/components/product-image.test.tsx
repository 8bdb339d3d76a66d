import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { renderWithProviders } from '../../../testing/providers';
import type { ProductImage as ProductImageData } from '@shop/shared/contracts/catalogue';
import { ProductImage } from './product-image';

const PHOTO: ProductImageData = {
  url: '/media/photo-daybed.webp',
  alt: 'The daybed in natural rattan',
  width: 1600,
  height: 1067,
  srcset: [320, 640, 1024, 1600].map((w) => `/media/photo-daybed-w${w}.webp ${w}w`).join(', '),
};
const DRAWN: ProductImageData = {
  url: '/media/sofa-mustard.svg',
  alt: 'Illustration of a sofa in Mustard',
  width: 800,
  height: 800,
  srcset: null,
};

const imagePreloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
];

afterEach(() => {
  for (const link of imagePreloads()) link.remove();
});

describe('product photos', () => {
  test('a photo in a list: its size reserved, lazy, decoded off the main thread, never preloaded', () => {
    renderWithProviders(<ProductImage image={PHOTO} fallbackAlt="Daybed" sizes="50vw" />);
    const photo = screen.getByRole('img', { name: PHOTO.alt });
    expect(photo).toHaveAttribute('width', '1600');
    expect(photo).toHaveAttribute('height', '1067');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
    expect(photo).not.toHaveAttribute('fetchpriority');
    expect(photo).toHaveAttribute('srcset', PHOTO.srcset);
    expect(photo).toHaveAttribute('sizes', '50vw');
    expect(imagePreloads()).toEqual([]);
  });

  test("the page's main photo loads first and is preloaded with the same widths and sizes", () => {
    renderWithProviders(
      <ProductImage
        image={PHOTO}
        fallbackAlt="Daybed"
        priority
        sizes="(min-width: 900px) 560px, 100vw"
      />,
    );
    const photo = screen.getByRole('img', { name: PHOTO.alt });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    const [link, ...others] = imagePreloads();
    expect(others).toEqual([]);
    expect(link).toHaveAttribute('fetchpriority', 'high');
    expect(link).toHaveAttribute('imagesrcset', PHOTO.srcset);
    expect(link).toHaveAttribute('imagesizes', '(min-width: 900px) 560px, 100vw');
  });

  test('a drawn illustration (one SVG for every size) is preloaded by its address, without widths', () => {
    renderWithProviders(<ProductImage image={DRAWN} fallbackAlt="Sofa" priority />);
    const photo = screen.getByRole('img', { name: DRAWN.alt });
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).toHaveAttribute('width', '800');
    const [link] = imagePreloads();
    expect(link).toHaveAttribute('href', DRAWN.url);
    expect(link).toHaveAttribute('fetchpriority', 'high');
    expect(link).not.toHaveAttribute('imagesrcset');
  });

  test('without a photo, a square of the same shape says so', () => {
    renderWithProviders(<ProductImage image={undefined} fallbackAlt="Sofa" />);
    expect(screen.getByRole('img', { name: 'Sofa: no photo yet' })).toBeInTheDocument();
    expect(imagePreloads()).toEqual([]);
  });
});
