import './styles/site.css';

/**
 * The only script every page loads (a few hundred bytes). Pages are complete HTML; this adds small
 * enhancements and hydrates the interactive islands of the page, loading the UI runtime (Preact,
 * behind React's API) only when a page has one.
 */
function enhanceMobileMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
  if (!menu) return;
  const close = () => {
    menu.open = false;
  };
  menu.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest('a')) close();
  });
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) close();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      close();
      menu.querySelector('summary')?.focus();
    }
  });
  // A page restored from the back/forward cache keeps the menu as it was when the link was chosen.
  window.addEventListener('pageshow', close);
}

/** `<details name>` groups are exclusive natively; keep them single-open where that is unsupported. */
function exclusiveDetailsFallback(): void {
  if ('name' in HTMLDetailsElement.prototype) return;
  document.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      const group = opened.getAttribute('name');
      if (!group) return;
      document.querySelectorAll<HTMLDetailsElement>(`details[name="${CSS.escape(group)}"]`).forEach((other) => {
        if (other !== opened) other.open = false;
      });
    },
    true,
  );
}

/** The banner's "Limited offer until …" goes once its day has passed, even on a page built before. */
function expireOffer(): void {
  const label = document.querySelector<HTMLElement>('[data-offer-ends]');
  const today = new Date().toISOString().slice(0, 10);
  if (label && (label.dataset.offerEnds ?? '') < today) label.remove();
}

function refreshYear(): void {
  const year = String(new Date().getFullYear());
  document.querySelectorAll('[data-current-year]').forEach((element) => {
    if (element.textContent !== year) element.textContent = year;
  });
}

function logMissingRoute(): void {
  if (document.body.dataset.page === 'not-found') {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }
}

enhanceMobileMenu();
exclusiveDetailsFallback();
refreshYear();
expireOffer();
logMissingRoute();

const islands = document.querySelectorAll<HTMLElement>('[data-island]');
if (islands.length > 0) {
  import('./app/hydrate')
    .then(({ hydrateIslands }) => hydrateIslands(islands))
    .catch((error: unknown) => console.error('Could not load the interactive parts of this page', error));
}
