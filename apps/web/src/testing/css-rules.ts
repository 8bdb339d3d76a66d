/**
 * The declarations of every stylesheet rule that applies to an element. jsdom does not compute
 * animation properties, but it does parse the rules emotion writes, so tests read those.
 */
export function appliedCss(element: Element): string {
  const texts: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSStyleRule)) continue;
      try {
        if (element.matches(rule.selectorText)) texts.push(rule.style.cssText);
      } catch {
        // Selectors jsdom cannot match (e.g. some pseudo-classes) are not ours to test.
      }
    }
  }
  return texts.join('\n');
}

/** The text of the @keyframes rule an element's `animation` shorthand names, if any. */
export function keyframesOf(element: Element): string | null {
  const name = /animation: (\S+) /.exec(appliedCss(element))?.[1];
  if (!name) return null;
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSKeyframesRule && rule.name === name) return rule.cssText;
    }
  }
  return null;
}
