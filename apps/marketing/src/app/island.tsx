import { ComponentType, createContext, ReactElement, useContext, useEffect } from 'react';
import { AppErrorBoundary } from './error-boundary';

/**
 * Islands: the only parts of a prerendered page that are hydrated in the browser (written against
 * React's API, run on Preact through preact/compat: see vite.config.mts). Each island module is a
 * file named `<name>.island.tsx` exporting its component as default; the build maps that file name
 * to its JavaScript chunk so the page preloads only what it uses.
 */
export type IslandName = 'pricing' | 'contact' | 'payment-success' | 'start' | 'questionnaire-success' | 'upload-files';

export interface CollectedIsland {
  name: IslandName;
  element: ReactElement;
}

/** Server side: collects the islands of the page being rendered. */
export class IslandCollector {
  readonly islands: CollectedIsland[] = [];

  add(name: IslandName, element: ReactElement): number {
    this.islands.push({ name, element });
    return this.islands.length - 1;
  }
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

export const islandPlaceholder = (index: number) => `<!--island:${index}-->`;

/**
 * The same tree on the server and in the browser, so hydration matches. Once hydrated, the island's
 * element gets `data-hydrated="true"` (used by the browser tests and handy when debugging).
 */
export function IslandRoot({ name, children }: { name: IslandName; children: ReactElement }) {
  useEffect(() => {
    document.querySelectorAll(`[data-island="${name}"]`).forEach((element) => element.setAttribute('data-hydrated', 'true'));
  }, [name]);
  return <AppErrorBoundary>{children}</AppErrorBoundary>;
}

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props?: P;
  className?: string;
}

/**
 * Renders a placeholder the prerenderer replaces with the island's own server HTML (rendered as a
 * separate root, exactly as the browser hydrates it). Preact has no `identifierPrefix`: `useId` counts
 * from the root, so ids only match between server and browser within one island and may repeat across
 * the islands of a page; give elements that need page-unique ids an explicit, island-specific id.
 */
export function Island<P extends object>({ name, component: Inner, props, className }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) throw new Error('Island rendered outside the prerenderer');
  const index = collector.add(name, <IslandRoot name={name}>{<Inner {...(props ?? ({} as P))} />}</IslandRoot>);
  return (
    <div
      className={className}
      data-island={name}
      data-props={props ? JSON.stringify(props) : undefined}
      dangerouslySetInnerHTML={{ __html: islandPlaceholder(index) }}
    />
  );
}
