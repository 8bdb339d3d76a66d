import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '../../../testing/providers';
import { HAMMOCK } from '../test-fixtures';
import { ProductGallery } from './product-gallery';

function Gallery() {
  const [index, setIndex] = useState(0);
  return (
    <ProductGallery
      images={HAMMOCK.images}
      productName={HAMMOCK.name}
      index={index}
      onIndexChange={setIndex}
    />
  );
}

const count = HAMMOCK.images.length;

describe('the zoomable photo viewer', () => {
  test('keyboard: Enter opens it, zoom and photo buttons and keys work, Escape returns to the photo', async () => {
    const { user } = renderWithProviders(<Gallery />);
    const photo = screen.getByRole('button', { name: /^Open photo 1 full screen/ });
    photo.focus();
    await user.keyboard('{Enter}');

    const viewer = await screen.findByRole('dialog', { name: HAMMOCK.name });
    expect(within(viewer).getByText(`Photo 1 of ${count} · 100%`)).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(within(viewer).getByText(`Photo 1 of ${count} · 200%`)).toBeInTheDocument();
    await user.keyboard('+');
    expect(within(viewer).getByText(`Photo 1 of ${count} · 300%`)).toBeInTheDocument();
    await user.keyboard('-');
    expect(within(viewer).getByText(`Photo 1 of ${count} · 200%`)).toBeInTheDocument();

    // The arrow key shows the next photo, back at full view.
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText(`Photo 2 of ${count} · 100%`)).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: HAMMOCK.images[1]!.alt })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(within(viewer).getByText(`Photo 1 of ${count} · 100%`)).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText(`Photo ${count} of ${count} · 100%`)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus is back on the page's photo, which now shows the photo the viewer ended on.
    const back = screen.getByRole('button', {
      name: new RegExp(`^Open photo ${count} full screen`),
    });
    expect(back).toHaveFocus();
  });

  test('a click zooms in and out; two fingers pinch the zoom', async () => {
    const { user } = renderWithProviders(<Gallery />);
    await user.click(screen.getByRole('button', { name: /^Open photo 1 full screen/ }));
    const viewer = await screen.findByRole('dialog', { name: HAMMOCK.name });
    const stage = within(viewer).getByTestId('photo-viewer-stage');

    const tap = (x: number, y: number, pointerId = 1) => {
      fireEvent.pointerDown(stage, { pointerId, clientX: x, clientY: y });
      fireEvent.pointerUp(stage, { pointerId, clientX: x, clientY: y });
    };
    tap(100, 100);
    expect(stage).toHaveAttribute('data-zoom', '2');
    tap(100, 100);
    expect(stage).toHaveAttribute('data-zoom', '1');

    // Fingers 100 px apart spread to 250 px: 2.5 × the zoom.
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 200 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 200, clientY: 200 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 350, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 350, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 100, clientY: 200 });
    expect(stage).toHaveAttribute('data-zoom', '2.5');
    expect(within(viewer).getByText(`Photo 1 of ${count} · 250%`)).toBeInTheDocument();

    // A pinch never goes past the limits.
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 200 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 110, clientY: 200 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 400, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 2 });
    fireEvent.pointerUp(stage, { pointerId: 1 });
    expect(stage).toHaveAttribute('data-zoom', '4');

    await user.click(within(viewer).getByRole('button', { name: 'Close the photo viewer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
