// The empty-list panel lives with the other list states (grid-states.tsx); this path stays for
// the screens that import it from here.
export { EmptyPanel, type EmptyPanelProps } from './grid-states';
