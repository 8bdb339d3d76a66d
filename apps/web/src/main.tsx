import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRuntimeConfig } from './lib/runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Service addresses must be known before the first call (spec section 7).
await loadRuntimeConfig();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
