/**
 * jsdom has no matchMedia. This one answers width and reduced-motion queries from a viewport
 * the test sets, so responsive code paths run as they would in a browser.
 */
let viewportWidth = 1366;
let reducedMotion = false;

function evaluate(query: string): boolean {
  return query.split(',').some((part) =>
    part
      .split(/\band\b/)
      .map((clause) => clause.trim())
      .filter(Boolean)
      .every((clause) => {
        const max = /max-width:\s*([\d.]+)px/.exec(clause);
        if (max?.[1]) return viewportWidth <= Number(max[1]);
        const min = /min-width:\s*([\d.]+)px/.exec(clause);
        if (min?.[1]) return viewportWidth >= Number(min[1]);
        if (/prefers-reduced-motion:\s*reduce/.test(clause)) return reducedMotion;
        return false;
      }),
  );
}

function install(): void {
  window.innerWidth = viewportWidth;
  window.matchMedia = (query: string) =>
    ({
      matches: evaluate(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function setViewportWidth(width: number): void {
  viewportWidth = width;
  install();
}

export function setReducedMotion(value: boolean): void {
  reducedMotion = value;
  install();
}

export function resetMatchMedia(): void {
  viewportWidth = 1366;
  reducedMotion = false;
  install();
}
