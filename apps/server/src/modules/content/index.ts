// The content module's public face: blogs, FAQs, editorial pages, the contact form and site
// settings (routes), the blog importer of the command line, and the seeding of an empty shop.
export { contentRoutes } from './routes';
export { contentAdminRoutes } from './admin/routes';
export { importBlogDirectory } from './blog-importer';
export { renderMarkdown } from './markdown';
export { truncateContentTables } from './reset-repository';
export {
  seedContentIfEmpty,
  type ContentSeed,
  type SeedFaqCategory,
  type SeedPage,
  type SeedPageSection,
} from './content-seeder';
