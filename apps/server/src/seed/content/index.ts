import { fileURLToPath } from 'node:url';
import type { Database } from '../../db/client';
import { importBlogDirectory } from '../../modules/content/blog-importer';
import { createBlogRepository } from '../../modules/content/blog-repository';
import { renderCover } from '../../modules/content/cover-art';
import { createFaqRepository } from '../../modules/content/faq-repository';
import { createMediaRepository } from '../../modules/content/media-repository';
import { createPageRepository } from '../../modules/content/page-repository';
import { ABOUT_US, type SeedPage } from './about-us';
import { FAQS } from './faqs';

/** The demo blog: Markdown files read by the same importer as `npm run shop -- content:import`. */
export const SEED_BLOG_DIR = fileURLToPath(new URL('./blogs', import.meta.url));

export interface ContentSeedOptions {
  projectId: string;
}

/** Seeds each part of the content (blog, FAQs, about us) that the project does not have yet. */
export async function seedContentIfEmpty(db: Database, options: ContentSeedOptions) {
  const { projectId } = options;
  if ((await createBlogRepository(db).countPosts(projectId)) === 0) {
    await importBlogDirectory(db, projectId, SEED_BLOG_DIR);
  }
  if ((await createFaqRepository(db).count(projectId)) === 0) await seedFaqs(db, projectId);
  if (!(await createPageRepository(db).exists(projectId, ABOUT_US.slug))) {
    await seedPage(db, projectId, ABOUT_US);
  }
}

async function seedFaqs(db: Database, projectId: string) {
  await createFaqRepository(db).insertMany(
    FAQS.flatMap((group, categoryOrder) =>
      group.questions.map((item, sortOrder) => ({
        projectId,
        category: group.category,
        categoryOrder,
        question: item.question,
        answer: item.answer,
        sortOrder,
      })),
    ),
  );
}

async function seedPage(db: Database, projectId: string, page: SeedPage) {
  await db.transaction(async (tx) => {
    const images = createMediaRepository(tx);
    const sections = [];
    for (const [index, section] of page.sections.entries()) {
      const image = section.image ? renderCover(`${page.slug}-${index + 1}`, section.image) : null;
      if (image) await images.saveImage(image);
      sections.push({ heading: section.heading, body: section.body, imageKey: image?.key ?? null });
    }
    await createPageRepository(tx).replace({
      projectId,
      slug: page.slug,
      title: page.title,
      intro: page.intro,
      sections,
    });
  });
}
