import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './lib/runtime-config';

// The staff console is its own page (admin.html): the storefront's first load carries none of
// it, and the console's code arrives only with this entry (docs/decisions/015).
const container = document.getElementById('root');
if (!container) throw new Error('admin.html has no #root element');

await loadRuntimeConfig();
const { Console } = await import('./app/console');

createRoot(container).render(
  <StrictMode>
    <Console />
  </StrictMode>,
);
