import { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** docs/product.md §2 layout: banner, navigation, main content, footer. */
export function SiteLayout({ currentPath, year, children }: { currentPath: string; year: number; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader currentPath={currentPath} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter year={year} />
    </>
  );
}
