import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { announcements, branches, categories } from '../../db/schema/index';

export type CategoryRow = typeof categories.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;

export function createCatalogueRepository(db: Database) {
  return {
    listAnnouncements(projectId: string) {
      return db
        .select({ id: announcements.id, text: announcements.text })
        .from(announcements)
        .where(and(eq(announcements.projectId, projectId), eq(announcements.isActive, true)))
        .orderBy(asc(announcements.sortOrder), asc(announcements.createdAt));
    },

    async findAnnouncement(id: string) {
      const [row] = await db
        .select({
          id: announcements.id,
          text: announcements.text,
          projectId: announcements.projectId,
        })
        .from(announcements)
        .where(and(eq(announcements.id, id), eq(announcements.isActive, true)));
      return row;
    },

    async listTopCategories(query: {
      projectId: string;
      sortBy: 'created_at' | 'name' | 'sort_order';
      sortOrder: 'asc' | 'desc';
      offset: number;
      limit: number;
    }) {
      const where = and(
        eq(categories.projectId, query.projectId),
        isNull(categories.parentId),
        eq(categories.isActive, true),
      );
      const column = {
        created_at: categories.createdAt,
        name: categories.name,
        sort_order: categories.sortOrder,
      }[query.sortBy];
      const order = query.sortOrder === 'asc' ? asc(column) : desc(column);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(categories)
          .where(where)
          .orderBy(order, asc(categories.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(categories)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    listChildren(parentIds: string[]) {
      if (parentIds.length === 0) return Promise.resolve([] as CategoryRow[]);
      return db
        .select()
        .from(categories)
        .where(and(inArray(categories.parentId, parentIds), eq(categories.isActive, true)))
        .orderBy(asc(categories.sortOrder), asc(categories.name));
    },

    listBranches(query: {
      projectId: string;
      status: string;
      search?: string;
      orderBy: 'name' | 'created_at';
      order: 'asc' | 'desc';
      limit: number;
    }) {
      const filters = [eq(branches.projectId, query.projectId), eq(branches.status, query.status)];
      if (query.search) filters.push(sql`${branches.name} ilike ${'%' + query.search + '%'}`);
      const column = query.orderBy === 'name' ? branches.name : branches.createdAt;
      return db
        .select()
        .from(branches)
        .where(and(...filters))
        .orderBy(query.order === 'asc' ? asc(column) : desc(column))
        .limit(query.limit);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
