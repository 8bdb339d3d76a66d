import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { lazySection, preloadSections, RenderedSectionsContext } from './lazy-section';

function Greeting({ name }: { name: string }) {
  return <p>Maayong buntag, {name}</p>;
}

describe('a section of a page whose code loads apart', () => {
  test('loads its code when first drawn, showing the fallback meanwhile', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Section = lazySection('test/when-drawn', load);
    expect(load).not.toHaveBeenCalled();

    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Section name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Maayong buntag, Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('once preloaded, draws at once: no fallback for a hydrating page to wait on', async () => {
    const Section = lazySection('test/preloaded', () => Promise.resolve(Greeting));
    await preloadSections(['test/preloaded']);

    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Section name="Ben" />
      </Suspense>,
    );
    expect(screen.getByText('Maayong buntag, Ben')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  test('a server render names the sections it drew', async () => {
    const Drawn = lazySection('test/drawn', () => Promise.resolve(Greeting));
    lazySection('test/not-drawn', () => Promise.resolve(Greeting));
    await preloadSections(['test/drawn']);
    const sections = new Set<string>();

    const html = renderToString(
      <RenderedSectionsContext value={sections}>
        <Drawn name="Carla" />
      </RenderedSectionsContext>,
    );
    expect(html).toContain('Maayong buntag, <!-- -->Carla');
    expect([...sections]).toEqual(['test/drawn']);
  });

  test('preloading follows a section declared inside another, and skips unknown names', async () => {
    const loadInner = vi.fn(() => Promise.resolve(Greeting));
    const Outer = lazySection('test/outer', async () => {
      const Inner = lazySection('test/inner', loadInner);
      return function OuterSection() {
        return <Inner name="Dado" />;
      };
    });

    await preloadSections(['test/outer', 'test/inner', 'test/never-declared']);
    expect(loadInner).toHaveBeenCalledTimes(1);
    render(<Outer />);
    expect(screen.getByText('Maayong buntag, Dado')).toBeInTheDocument();
  });
});
