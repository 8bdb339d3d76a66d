import { PRODUCT_IMAGE_MESSAGES, type AdminProductImage } from '@shop/shared/admin/product';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useAdminSession } from '../../../lib/admin-session';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { callsTo, mockApi, type MockRoutes } from '../../../testing/api-mock';
import { renderWithProviders } from '../../../testing/providers';
import { ProductImagesPanel } from './product-images-panel';

const PRODUCT_ID = '5d2f7a1c-8e4b-4c3a-9f6d-2a1b3c4d5e6f';
const BASE = `/api/v1/admin/products/${PRODUCT_ID}/images`;

const image = (key: string, alt: string): AdminProductImage => ({
  key,
  url: `/media/${key}`,
  alt,
  width: 1600,
  height: 1200,
});
const FRONT = image('products/front.webp', 'Bench from the front');
const SIDE = image('products/side.webp', 'Bench from the side');

async function renderPanel(images: AdminProductImage[], routes: MockRoutes = {}) {
  const fetchMock = mockApi(routes);
  await loadRuntimeConfig();
  useAdminSession.setState({
    session: {
      token: 'console-token',
      email: 'operator@casafilipina.ph',
      firstName: 'Shop',
      lastName: 'Staff',
      role: 'staff',
      expiresAt: Date.now() + 3_600_000,
    },
  });
  const view = renderWithProviders(<ProductImagesPanel productId={PRODUCT_ID} images={images} />);
  return { ...view, fetchMock };
}

describe('ProductImagesPanel', () => {
  test('checks the size and the alt text in the browser before uploading', async () => {
    const { user, fetchMock } = await renderPanel([]);
    const form = screen.getByRole('form', { name: 'Upload a picture' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(within(form).getByLabelText(/^Picture/)).toHaveAccessibleDescription(
      PRODUCT_IMAGE_MESSAGES.fileRequired,
    );
    expect(within(form).getByRole('textbox', { name: /Alt text/ })).toHaveAccessibleDescription(
      PRODUCT_IMAGE_MESSAGES.altRequired,
    );

    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(within(form).getByLabelText(/^Picture/), huge);
    expect(within(form).getByLabelText(/^Picture/)).toHaveAccessibleDescription(
      'Each picture must be 10 MB or smaller.',
    );
    expect(callsTo(fetchMock, BASE)).toEqual([]);
  });

  test('uploads with the alt text and shows the server’s message when it refuses', async () => {
    const { user } = await renderPanel([], {
      [`POST ${BASE}`]: {
        status: 400,
        body: {
          message: PRODUCT_IMAGE_MESSAGES.notImage,
          errors: { file: PRODUCT_IMAGE_MESSAGES.notImage },
        },
      },
    });
    const form = screen.getByRole('form', { name: 'Upload a picture' });
    const photo = new File([new Uint8Array([1, 2, 3])], 'bench.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText(/^Picture/), photo);
    await user.type(within(form).getByRole('textbox', { name: /Alt text/ }), 'A narra bench');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Picture/)).toHaveAccessibleDescription(
        PRODUCT_IMAGE_MESSAGES.notImage,
      ),
    );
  });

  test('shows the 320 px renditions and saves a new main picture in order', async () => {
    const { user, fetchMock } = await renderPanel([FRONT, SIDE], {
      [`PUT ${BASE}`]: ({ body }) => ({
        body: {
          data: (body as { images: { key: string }[] }).images.map((entry) =>
            entry.key === FRONT.key ? FRONT : SIDE,
          ),
        },
      }),
    });
    const gallery = screen.getByRole('list', { name: /Pictures, in the order/ });
    expect(within(gallery).getByRole('img', { name: FRONT.alt })).toHaveAttribute(
      'src',
      '/media/products/front-w320.webp',
    );
    expect(screen.getByRole('button', { name: 'Move picture 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Make picture 2 the main picture' }));
    await waitFor(() => expect(callsTo(fetchMock, BASE)).toHaveLength(1));
    const [call] = fetchMock.mock.calls.filter(([input]) => String(input).endsWith(BASE));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      images: [
        { key: SIDE.key, alt: SIDE.alt },
        { key: FRONT.key, alt: FRONT.alt },
      ],
    });
  });
});
