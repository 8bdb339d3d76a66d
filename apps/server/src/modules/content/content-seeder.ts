import type { Database } from '../../db/client';
import { importBlogDirectory } from './blog-importer';
import { createBlogRepository } from './blog-repository';
import { renderCover, type CoverSpec } from './cover-art';
import { createFaqRepository } from './faq-repository';
import { createMediaRepository } from './media-repository';
import { createPageRepository } from './page-repository';

export interface SeedPageSection {
  heading: string;
  /** Markdown. */
  body: string;
  image?: CoverSpec;
}

export interface SeedPage {
  slug: string;
  title: string;
  intro: string;
  sections: SeedPageSection[];
}

export interface SeedFaqCategory {
  category: string;
  questions: readonly { question: string; answer: string }[];
}

/** What an empty shop starts with: a folder of blog posts, the FAQs and the editorial pages. */
export interface ContentSeed {
  projectId: string;
  blogDir: string;
  faqs: readonly SeedFaqCategory[];
  pages: readonly SeedPage[];
}

/** Seeds each part of the content (blog, FAQs, pages) that the project does not have yet. */
export async function seedContentIfEmpty(db: Database, seed: ContentSeed) {
  const { projectId } = seed;
  if ((await createBlogRepository(db).countPosts(projectId)) === 0) {
    await importBlogDirectory(db, projectId, seed.blogDir);
  }
  if ((await createFaqRepository(db).count(projectId)) === 0) {
    await seedFaqs(db, projectId, seed.faqs);
  }
  for (const page of seed.pages) {
    if (!(await createPageRepository(db).exists(projectId, page.slug))) {
      await seedPage(db, projectId, page);
    }
  }
}

async function seedFaqs(db: Database, projectId: string, faqs: readonly SeedFaqCategory[]) {
  await createFaqRepository(db).insertMany(
    faqs.flatMap((group, categoryOrder) =>
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
