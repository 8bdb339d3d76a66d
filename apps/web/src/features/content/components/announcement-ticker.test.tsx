import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { callsTo, mockApi } from '../../../testing/api-mock';
import { appliedCss, keyframesOf } from '../../../testing/css-rules';
import { setReducedMotion } from '../../../testing/match-media';
import { renderWithProviders } from '../../../testing/providers';
import { AnnouncementTicker } from './announcement-ticker';

const announcements = [
  { _id: 'a1', text: 'Free delivery within Metro Manila on orders over ₱20,000' },
  { _id: 'a2', text: 'Visit our new branch in Cebu City' },
];

test('shows every announcement text above the header and asks with the project id', async () => {
  const fetchMock = mockApi({
    'GET /api/v1/public/announcements': { body: { data: announcements } },
  });
  renderWithProviders(<AnnouncementTicker />);

  const region = await screen.findByRole('region', { name: 'Announcements' });
  const visible = within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  // The duplicate copy that makes the loop seamless is hidden from assistive technology.
  expect(visible).toEqual(announcements.map((a) => a.text));
  expect(callsTo(fetchMock, '/api/v1/public/announcements')).toHaveLength(1);
});

test('scrolls right in a 15 s loop and can be paused', async () => {
  mockApi({ 'GET /api/v1/public/announcements': { body: { data: announcements } } });
  const { user } = renderWithProviders(<AnnouncementTicker />);

  const track = await screen.findByTestId('ticker-track');
  expect(track).toHaveAttribute('data-motion', 'moving');
  expect(track).toHaveClass('ticker-track--moving');
  expect(appliedCss(track)).toMatch(/animation: \S+ 15s linear infinite/);
  // Direction right: the track starts shifted left by one copy and slides to the right.
  const keyframes = keyframesOf(track)?.replace(/\s+/g, ' ') ?? '';
  expect(keyframes).toMatch(/0% \{[^}]*transform: translateX\(-50%\);[^}]*\}/);
  expect(keyframes).toMatch(/100% \{[^}]*transform: translateX\(0\);[^}]*\}/);
  expect(appliedCss(track)).toMatch(/animation-play-state: running/);

  await user.click(screen.getByRole('button', { name: 'Pause announcements' }));
  expect(appliedCss(track)).toMatch(/animation-play-state: paused/);
  expect(screen.getByRole('button', { name: 'Play announcements' })).toBeInTheDocument();
});

test('stands still when the shopper prefers reduced motion', async () => {
  setReducedMotion(true);
  mockApi({ 'GET /api/v1/public/announcements': { body: { data: announcements } } });
  renderWithProviders(<AnnouncementTicker />);

  const track = await screen.findByTestId('ticker-track');
  expect(track).toHaveAttribute('data-motion', 'still');
  expect(track).toHaveClass('ticker-track--still');
  expect(track).not.toHaveClass('ticker-track--moving');
  expect(appliedCss(track)).toMatch(/animation: none/);
  expect(appliedCss(track)).not.toMatch(/15s/);
  expect(screen.getByText(announcements[0]!.text)).toBeVisible();
  expect(screen.queryByRole('button', { name: /announcements/ })).not.toBeInTheDocument();
});

test('is not rendered when there are no announcements or the call fails', async () => {
  const fetchMock = mockApi({ 'GET /api/v1/public/announcements': { body: { data: [] } } });
  const { unmount } = renderWithProviders(<AnnouncementTicker />);
  await vi.waitFor(() =>
    expect(callsTo(fetchMock, '/api/v1/public/announcements')).toHaveLength(1),
  );
  expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  unmount();

  mockApi({ 'GET /api/v1/public/announcements': { status: 500, body: { message: 'Down' } } });
  renderWithProviders(<AnnouncementTicker />);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
});

test('holds its strip while the announcements load, then shows them in it', async () => {
  mockApi({ 'GET /api/v1/public/announcements': { body: { data: announcements } } });
  renderWithProviders(<AnnouncementTicker />);
  // The placeholder keeps the header where it will be: nothing under the ticker moves.
  expect(screen.getByTestId('ticker-placeholder')).toHaveAttribute('aria-hidden', 'true');
  await screen.findByRole('region', { name: 'Announcements' });
  expect(screen.queryByTestId('ticker-placeholder')).not.toBeInTheDocument();
});

test('without announcements, neither the ticker nor its placeholder stays', async () => {
  const fetchMock = mockApi({ 'GET /api/v1/public/announcements': { body: { data: [] } } });
  renderWithProviders(<AnnouncementTicker />);
  await vi.waitFor(() =>
    expect(callsTo(fetchMock, '/api/v1/public/announcements')).toHaveLength(1),
  );
  await vi.waitFor(() =>
    expect(screen.queryByTestId('ticker-placeholder')).not.toBeInTheDocument(),
  );
  expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
});
