import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  blogPosts,
  contactMessages,
  contentPages,
  faqs,
  pageSections,
  siteSettings,
} from '../../db/schema/index';

/** Empties the content tables (db:reset); their generated images go with the media table. */
export async function truncateContentTables(db: Database) {
  await db.execute(
    sql`truncate table ${pageSections}, ${contentPages}, ${faqs}, ${blogPosts}, ${contactMessages}, ${siteSettings}`,
  );
}
