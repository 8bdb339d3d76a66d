import type { FastifyBaseLogger } from 'fastify';
import { CatalogueView } from './catalogue-view';
import type { CatalogueRepository } from './repository';
import { buildRelatedIndex } from './related';
import { buildSearchIndex, emptySearchIndex, type SearchIndex } from './search-index';
import { EMPTY_ROWS, loadSnapshot, snapshotBuilder, type CatalogueSnapshot } from './snapshot';

/** Shops held in memory besides the pinned one; the least recently used is dropped. */
const MAX_OTHER_PROJECTS = 3;

const viewOf = (snapshot: CatalogueSnapshot, searchIndex: SearchIndex) =>
  new CatalogueView(snapshot, searchIndex, buildRelatedIndex(snapshot));

interface Slot {
  projectId: string;
  current?: CatalogueView;
  loading?: Promise<CatalogueView>;
  queued?: Promise<CatalogueView>;
}

export interface CatalogueCacheOptions {
  repository: CatalogueRepository;
  log: FastifyBaseLogger;
  /** The shop this server serves: never evicted. */
  pinnedProjectId: string;
  /** How often the catalogue version is compared with the database's (writes by other processes). */
  pollMs: number;
  /** Called when this process changed the catalogue: tells the other nodes (docs/decisions/032). */
  announce?: () => void;
}

/**
 * Keeps each served project's catalogue in memory. Triggers bump `catalogue_state.version` on
 * every catalogue write; a poll notices it (other processes and nodes included) and rebuilds in
 * the background while requests keep reading the previous snapshot. Writers in this process call
 * `invalidate()` and may await it to read their own writes.
 *
 * Any `project_id` can be asked for, so only projects that exist get a snapshot: others share
 * one empty view and can neither trigger loads nor push the pinned shop out.
 */
export class CatalogueCache {
  private readonly slots = new Map<string, Slot>();
  private readonly emptyView = viewOf(snapshotBuilder('', EMPTY_ROWS).finish(), emptySearchIndex());
  private projects: Promise<Set<string>> | undefined;
  private seenVersion: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private pollAgain = false;
  private stopped = false;

  constructor(private readonly options: CatalogueCacheOptions) {}

  /** The current view; a promise of it only while the project's first load runs. */
  view(projectId: string): CatalogueView | Promise<CatalogueView> {
    const slot = this.slots.get(projectId);
    if (slot?.current) {
      if (projectId !== this.options.pinnedProjectId) this.touch(slot);
      return slot.current;
    }
    return this.firstView(projectId);
  }

  /** The view requests are served now, without loading one (for /metrics). */
  loaded(projectId: string): CatalogueView | undefined {
    return this.slots.get(projectId)?.current;
  }

  /** Rebuilds every loaded project; resolves when the new snapshots serve requests. */
  async invalidate(): Promise<void> {
    this.options.announce?.();
    this.projects = undefined;
    await Promise.all([...this.slots.values()].map((slot) => this.reload(slot)));
  }

  start() {
    this.timer = setInterval(() => void this.checkNow(), this.options.pollMs);
    this.timer.unref();
  }

  /**
   * Compares the version with the database's now (another node said it changed the catalogue)
   * and rebuilds if it moved. A check already running may have read the old version: one more
   * runs after it.
   */
  checkNow(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.polling) {
      this.pollAgain = true;
      return this.polling;
    }
    this.polling = this.poll().finally(() => {
      this.polling = undefined;
      if (this.pollAgain) {
        this.pollAgain = false;
        void this.checkNow();
      }
    });
    return this.polling;
  }

  /** Stops polling and waits for loads in flight, so the database can close under nothing. */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.polling;
    await Promise.allSettled(
      [...this.slots.values()].flatMap((slot) => [slot.loading, slot.queued]),
    );
  }

  private async firstView(projectId: string): Promise<CatalogueView> {
    const known =
      projectId === this.options.pinnedProjectId || (await this.knownProjects()).has(projectId);
    if (!known) return this.emptyView;
    let slot = this.slots.get(projectId);
    if (!slot) {
      slot = { projectId };
      this.slots.set(projectId, slot);
      this.evict();
    }
    return slot.current ?? slot.loading ?? this.reload(slot);
  }

  private knownProjects(): Promise<Set<string>> {
    this.projects ??= this.options.repository.projectIds().catch((error: unknown) => {
      this.projects = undefined;
      throw error;
    });
    return this.projects;
  }

  private touch(slot: Slot) {
    this.slots.delete(slot.projectId);
    this.slots.set(slot.projectId, slot);
  }

  private evict() {
    const others = [...this.slots.keys()].filter((id) => id !== this.options.pinnedProjectId);
    for (const id of others.slice(0, Math.max(0, others.length - MAX_OTHER_PROJECTS))) {
      this.slots.delete(id);
    }
  }

  private async poll() {
    try {
      const version = await this.options.repository.version();
      if (version === this.seenVersion) return;
      this.seenVersion = version;
      this.projects = undefined;
      for (const slot of this.slots.values()) {
        // A load in flight may have read the data before this version: reload queues one more.
        if (slot.current && slot.current.snapshot.version !== version) {
          this.reload(slot).catch(() => undefined);
        }
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not check the catalogue version');
    }
  }

  private reload(slot: Slot): Promise<CatalogueView> {
    if (slot.loading) {
      // A load already running may have read the data before the change: run one more after it.
      slot.queued ??= slot.loading
        .catch(() => undefined)
        .then(() => {
          slot.queued = undefined;
          return this.reload(slot);
        });
      return slot.queued;
    }
    const started = performance.now();
    slot.loading = loadSnapshot(this.options.repository, slot.projectId)
      .then(async (snapshot) => {
        // The indexes are built beside the live view, which answers until they are ready.
        const view = viewOf(snapshot, await buildSearchIndex(snapshot));
        slot.current = view;
        this.options.log.info(
          {
            projectId: slot.projectId,
            version: snapshot.version,
            products: view.snapshot.products.length,
            ms: Math.round(performance.now() - started),
          },
          'catalogue snapshot loaded',
        );
        return view;
      })
      .catch((error: unknown) => {
        this.options.log.error({ err: error, projectId: slot.projectId }, 'catalogue load failed');
        throw error;
      })
      .finally(() => {
        slot.loading = undefined;
      });
    return slot.loading;
  }
}
