import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import { BlogDocumentError, parseBlogDocument, type BlogPostInput } from './blog-document';
import { createBlogRepository } from './blog-repository';
import { renderCover } from './cover-art';
import { FrontMatterError } from './front-matter';
import { createMediaRepository } from './media-repository';

export class BlogImportError extends Error {}

export interface ImportResult {
  created: string[];
  updated: string[];
}

/**
 * Reads every `*.md` file of a folder as a blog post. All files are checked before anything
 * is stored, and every bad file is reported at once.
 */
export async function readBlogDirectory(dir: string): Promise<BlogPostInput[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.md')).sort();
  const posts: BlogPostInput[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const fileSlug = path.basename(file, '.md').toLowerCase();
    try {
      posts.push(parseBlogDocument(await readFile(path.join(dir, file), 'utf8'), fileSlug));
    } catch (error) {
      if (!(error instanceof BlogDocumentError || error instanceof FrontMatterError)) throw error;
      problems.push(`${file}: ${error.message}`);
    }
  }
  const seen = new Map<string, string>();
  posts.forEach((post, index) => {
    const other = seen.get(post.slug);
    if (other) problems.push(`${files[index]}: slug "${post.slug}" is also used by ${other}`);
    seen.set(post.slug, files[index] ?? post.slug);
  });
  if (problems.length > 0) throw new BlogImportError(problems.join('\n'));
  return posts;
}

/** Creates or updates posts by slug, each with its generated cover, in one transaction. */
export async function importBlogPosts(
  db: Database,
  projectId: string,
  posts: BlogPostInput[],
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const blogs = createBlogRepository(tx);
    const images = createMediaRepository(tx);
    const existing = await blogs.existingSlugs(
      projectId,
      posts.map((post) => post.slug),
    );
    for (const post of posts) {
      const cover = renderCover(`blog-${post.slug}`, post.cover);
      await images.saveImage(cover);
      await blogs.upsertBySlug({
        projectId,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        author: post.author,
        body: post.body,
        coverImageKey: cover.key,
        tags: post.tags,
        readingMinutes: post.readingMinutes,
        publishedAt: post.publishedAt,
      });
    }
    return {
      created: posts.filter((post) => !existing.has(post.slug)).map((post) => post.slug),
      updated: posts.filter((post) => existing.has(post.slug)).map((post) => post.slug),
    };
  });
}

export async function importBlogDirectory(db: Database, projectId: string, dir: string) {
  return importBlogPosts(db, projectId, await readBlogDirectory(dir));
}
