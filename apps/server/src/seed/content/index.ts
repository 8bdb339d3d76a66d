import path from 'node:path';
import type { Database } from '../../db/client';
import { seedContentIfEmpty as seedContent } from '../../modules/content/index';
import { ABOUT_US } from './about-us';
import { FAQS } from './faqs';
import { serverFolder } from '../../server-folder';

/** The demo blog: Markdown files read by the same importer as `npm run shop -- content:import`. */
export const SEED_BLOG_DIR = path.join(serverFolder, 'src/seed/content/blogs');

export interface ContentSeedOptions {
  projectId: string;
}

/** Seeds the demo content (blog, FAQs, about us) that the project does not have yet. */
export function seedContentIfEmpty(db: Database, options: ContentSeedOptions) {
  return seedContent(db, {
    projectId: options.projectId,
    blogDir: SEED_BLOG_DIR,
    faqs: FAQS,
    pages: [ABOUT_US],
  });
}
