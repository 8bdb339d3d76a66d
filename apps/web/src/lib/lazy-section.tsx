import { createContext, lazy, useContext, useState, type ComponentType } from 'react';

/**
 * A part of a page whose code loads apart from the first script (React.lazy), but which a
 * server-rendered page can have ready before hydrating (docs/decisions/038).
 *
 * A plain React.lazy part is still loading when React hydrates the server's HTML: its Suspense
 * boundary waits, and the first update above it (the saved session or branch being restored)
 * makes React throw that HTML away and draw the part again — a long task, a layout shift and a
 * second largest paint on a phone. The server names the sections it drew in the page data; the
 * browser loads them first, and a loaded section renders directly, like any component.
 */

type Loader = () => Promise<void>;

const loaders = new Map<string, Loader>();

/** The sections a server render drew, collected per render (no context in the browser). */
export const RenderedSectionsContext = createContext<Set<string> | null>(null);

export function lazySection<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  loaders.set(id, () => start().then(() => undefined));

  function Section(props: Props) {
    useContext(RenderedSectionsContext)?.add(id);
    // Chosen once per mount: switching from Lazy to the loaded component on a later render
    // would be a different element type, and React would remount the section, losing its state.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Section.displayName = `Section(${id})`;
  return Section;
}

/**
 * Loads the named sections, then the ones their code declares in turn (a section inside a
 * section), until every name is known; a name no code declares is skipped.
 */
export async function preloadSections(ids: readonly string[]): Promise<void> {
  const started = new Set<string>();
  for (;;) {
    const ready = ids.filter((id) => !started.has(id) && loaders.has(id));
    if (ready.length === 0) return;
    for (const id of ready) started.add(id);
    await Promise.all(ready.map((id) => loaders.get(id)!()));
  }
}
