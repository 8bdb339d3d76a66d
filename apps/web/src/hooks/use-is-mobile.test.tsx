import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../testing/match-media';
import { LayoutHintContext } from './layout-hint';
import { useIsAtLeast } from './use-is-mobile';

function Probe() {
  return <p>{useIsAtLeast(900) ? 'wide' : 'narrow'}</p>;
}

const drawn = (mobile: boolean | null) =>
  renderToString(
    <LayoutHintContext value={mobile === null ? null : { mobile }}>
      <Probe />
    </LayoutHintContext>,
  );

describe('useIsAtLeast', () => {
  it('draws on the server what it guessed from the request: a phone narrow, others wide', () => {
    expect(drawn(false)).toContain('wide');
    expect(drawn(true)).toContain('narrow');
    // No guess (a page the browser draws alone): narrow, as before the screen is read.
    expect(drawn(null)).toContain('narrow');
  });

  it('reads the screen at once in a page the browser draws', () => {
    setViewportWidth(1366);
    render(<Probe />);
    expect(screen.getByText('wide')).toBeInTheDocument();
  });

  it('follows the screen, not the guess, once drawn in the browser', () => {
    setViewportWidth(390);
    render(
      <LayoutHintContext value={{ mobile: false }}>
        <Probe />
      </LayoutHintContext>,
    );
    expect(screen.getByText('narrow')).toBeInTheDocument();
  });
});
