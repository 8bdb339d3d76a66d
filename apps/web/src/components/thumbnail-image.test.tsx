import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '../testing/providers';
import { ItemThumbnail } from './item-thumbnail';

const thumbnail = (container: HTMLElement) => container.querySelector('img');

describe('thumbnails beside a product name', () => {
  test('an uploaded photo shows its 320 px file, sized, lazy and decoded off the main thread', () => {
    const { container } = renderWithProviders(
      <ItemThumbnail image={{ url: '/media/photo-chair.webp', alt: 'The chair' }} size={56} />,
    );
    const image = thumbnail(container);
    expect(image).toHaveAttribute('src', '/media/photo-chair-w320.webp');
    expect(image).toHaveAttribute('width', '56');
    expect(image).toHaveAttribute('height', '56');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    // The name beside it says what it is: the picture is not announced twice.
    expect(image).toHaveAttribute('alt', '');
  });

  test('a drawn illustration is shown as it is (one SVG fits every size)', () => {
    const { container } = renderWithProviders(
      <ItemThumbnail image={{ url: '/media/sofa-mustard.svg', alt: 'A sofa' }} size={72} />,
    );
    expect(thumbnail(container)).toHaveAttribute('src', '/media/sofa-mustard.svg');
    expect(thumbnail(container)).toHaveAttribute('width', '72');
  });
});
