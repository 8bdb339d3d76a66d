import { notFound } from '../../errors';
import type { CatalogueCache } from './catalogue-cache';
import type { CachedBody } from './http-cache';
import { presentBranch, presentCategory } from './presenters';
import type { CatalogueSnapshot, CategoryEntry } from './snapshot';

export interface CategoryMapQuery {
  projectId?: string;
  sort_by: 'created_at' | 'name' | 'sort_order';
  sort_order: 'asc' | 'desc';
  page: number;
  limit: number;
  load_image: boolean;
}

export interface BranchListQuery {
  project_id?: string;
  keys?: string;
  order: 'asc' | 'desc';
  orderby: 'name' | 'created_at';
  perPage: number;
  status: 'ACTIVE' | 'INACTIVE';
}

const categoryOrder = {
  created_at: (a: CategoryEntry, b: CategoryEntry) => a.createdAt - b.createdAt,
  name: (a: CategoryEntry, b: CategoryEntry) => a.name.localeCompare(b.name, 'en'),
  sort_order: (a: CategoryEntry, b: CategoryEntry) =>
    a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'en'),
};

/** Announcements, the category tree and branches, from the same in-memory catalogue. */
export function createReferenceService(deps: {
  cache: CatalogueCache;
  defaultProjectId: string;
  now: () => Date;
}) {
  const view = (projectId: string | undefined) =>
    deps.cache.view(projectId ?? deps.defaultProjectId);

  // The snapshot outlives a message's dates, so they are checked on every request.
  const showing = (row: CatalogueSnapshot['announcements'][number]) => {
    const now = deps.now().getTime();
    return (
      (!row.startsAt || row.startsAt.getTime() <= now) &&
      (!row.endsAt || now < row.endsAt.getTime())
    );
  };

  return {
    async announcements(projectId: string | undefined): Promise<CachedBody> {
      const current = await view(projectId);
      const rows = current.snapshot.announcements.filter(showing);
      return current.body(`announcements:${rows.map((row) => row.id).join(',')}`, () =>
        JSON.stringify({ data: rows.map((row) => ({ _id: row.id, text: row.text })) }),
      );
    },

    async announcement(id: string, projectId: string | undefined): Promise<CachedBody> {
      const current = await view(projectId);
      const row = current.snapshot.announcements.find(
        (entry) => entry.id === id.toLowerCase() && showing(entry),
      );
      if (!row) throw notFound('The announcement does not exist.');
      return current.body(`announcement:${row.id}`, () =>
        JSON.stringify({ data: { _id: row.id, text: row.text } }),
      );
    },

    async categoryMap(query: CategoryMapQuery): Promise<CachedBody> {
      const current = await view(query.projectId);
      const { snapshot } = current;
      const key = JSON.stringify([
        'categories',
        query.sort_by,
        query.sort_order,
        query.page,
        query.limit,
        query.load_image,
      ]);
      return current.body(key, () => {
        const compare = categoryOrder[query.sort_by];
        const direction = query.sort_order === 'asc' ? 1 : -1;
        const top = snapshot.categories
          .filter((category) => category.parentId === null && category.visible)
          .sort((a, b) => direction * compare(a, b) || (a.id < b.id ? -1 : 1));
        const offset = (query.page - 1) * query.limit;
        const data = top.slice(offset, offset + query.limit).map((category) => {
          const children = snapshot.childrenOf.get(category.id) ?? [];
          return {
            ...presentCategory(category, query.load_image),
            children: children.map((child) => presentCategory(child, query.load_image)),
            active_children: children.map((child) => ({ _id: child.id })),
          };
        });
        return JSON.stringify({
          data,
          meta: { page: query.page, limit: query.limit, total: top.length },
        });
      });
    },

    async branches(query: BranchListQuery): Promise<CachedBody> {
      const current = await view(query.project_id);
      const keys = query.keys?.trim().toLowerCase() ?? '';
      const key = JSON.stringify([
        'branches',
        keys,
        query.order,
        query.orderby,
        query.perPage,
        query.status,
      ]);
      return current.body(key, () => {
        const direction = query.order === 'asc' ? 1 : -1;
        const rows = current.snapshot.branches
          .filter((branch) => branch.status === query.status)
          .filter((branch) => !keys || branch.name.toLowerCase().includes(keys))
          .sort((a, b) =>
            query.orderby === 'name'
              ? direction * a.name.localeCompare(b.name, 'en')
              : direction * (a.createdAt.getTime() - b.createdAt.getTime()),
          )
          .slice(0, query.perPage);
        return JSON.stringify({ data: rows.map(presentBranch) });
      });
    },
  };
}
