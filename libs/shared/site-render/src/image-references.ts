import type { Post, PostSummary } from './site-render.types';
import { IMAGE_REFERENCE } from './layout/picture';

/**
 * The library image ids that section values and post covers name (`image:<uuid>`, one per line in
 * a gallery), each once: what a page needs loaded before it renders.
 */
export function imageIdsIn(sections: Record<string, string>, posts: ReadonlyArray<Pick<PostSummary | Post, 'coverImage'>> = []): string[] {
  const ids = new Set<string>();
  const values = [...Object.values(sections), ...posts.map((p) => p.coverImage ?? '')];
  for (const value of values) {
    for (const line of value.split(/\r?\n/)) {
      const id = IMAGE_REFERENCE.exec(line.trim())?.[1];
      if (id) ids.add(id);
    }
  }
  return [...ids];
}
