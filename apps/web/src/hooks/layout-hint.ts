import { createContext } from 'react';
import type { LayoutHint } from '@shop/shared/layout-hint';

/** The layout the server guessed for a page it rendered (@shop/shared/layout-hint). */
export const LayoutHintContext = createContext<LayoutHint | null>(null);
