import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). This module sits one level below it, and so does
 * the production build `dist/main.js` it is bundled into (decision 051): the same path holds
 * whether the server runs from its sources or from the build.
 */
export const serverFolder = fileURLToPath(new URL('..', import.meta.url));
