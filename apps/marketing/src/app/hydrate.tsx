import { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandName, IslandRoot } from './island';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props come from the page's JSON attribute
type IslandModule = { default: ComponentType<any> };

const loaders: Record<IslandName, (() => Promise<IslandModule>) | undefined> = {
  pricing: () => import('../features/pricing/pricing.island'),
  contact: () => import('../features/contact/contact.island'),
  'payment-success': () => import('../features/payment-success/payment-success.island'),
  start: () => import('../features/questionnaire/start.island'),
  'questionnaire-success': () => import('../features/questionnaire/questionnaire-success.island'),
  'upload-files': () => import('../features/questionnaire/upload-files.island'),
};

function readProps(element: HTMLElement): Record<string, unknown> {
  try {
    return element.dataset.props ? (JSON.parse(element.dataset.props) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Hydrates each `[data-island]` element with its component (loaded on demand). */
export async function hydrateIslands(elements: Iterable<HTMLElement>): Promise<void> {
  await Promise.all(
    Array.from(elements, async (element) => {
      const name = element.dataset.island as IslandName;
      const load = loaders[name];
      if (!load) {
        console.error(`Unknown island: ${name}`);
        return;
      }
      const { default: Inner } = await load();
      hydrateRoot(
        element,
        <IslandRoot name={name}>
          <Inner {...readProps(element)} />
        </IslandRoot>,
      );
    }),
  );
}
