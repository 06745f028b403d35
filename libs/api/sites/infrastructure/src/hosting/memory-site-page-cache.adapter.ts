import { CachedSitePage, SitePageCachePort } from '@fw/api-sites-application';

/** Bytes an entry holds besides its body: key, headers and bookkeeping (an estimate). */
const ENTRY_OVERHEAD = 512;

/**
 * The page cache in this process's memory, within a byte budget: least recently used pages are
 * dropped first. One Map per website, so a change drops exactly that website's pages; the
 * outer Map's order is the recency order (an entry moves to the end when read).
 */
export class MemorySitePageCacheAdapter extends SitePageCachePort {
  private readonly entries = new Map<string, { siteId: string; page: CachedSitePage; size: number }>();
  private readonly keysBySite = new Map<string, Set<string>>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {
    super();
  }

  /** Bytes held now (bodies plus an estimate per entry). */
  get usedBytes(): number {
    return this.bytes;
  }

  get(siteId: string, key: string): CachedSitePage | undefined {
    const id = `${siteId} ${key}`;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.page;
  }

  set(siteId: string, key: string, page: CachedSitePage): void {
    const size = page.body.length + key.length + ENTRY_OVERHEAD;
    if (size > this.budgetBytes) return;
    const id = `${siteId} ${key}`;
    this.remove(id);
    this.entries.set(id, { siteId, page, size });
    let keys = this.keysBySite.get(siteId);
    if (!keys) this.keysBySite.set(siteId, (keys = new Set()));
    keys.add(id);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.budgetBytes) break;
      this.remove(oldest);
    }
  }

  invalidateSite(siteId: string): void {
    const keys = this.keysBySite.get(siteId);
    if (!keys) return;
    for (const id of [...keys]) this.remove(id);
  }

  clear(): void {
    this.entries.clear();
    this.keysBySite.clear();
    this.bytes = 0;
  }

  private remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.size;
    const keys = this.keysBySite.get(entry.siteId);
    keys?.delete(id);
    if (keys?.size === 0) this.keysBySite.delete(entry.siteId);
  }
}
