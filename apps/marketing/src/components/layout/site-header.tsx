import { formatUsd, getPackage, priceFor, termLabel } from '@fw/shared-catalog';
import { clientLoginLink, isCurrentNav, mainNav } from '../../app/navigation';
import { site } from '../../config/site';
import { Icon } from '../icon';
import { BrandMark } from './brand-mark';

const offer = getPackage('basic');

/** 'December 31, 2026' for '2026-12-31' (a calendar date, no time zone). */
const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${months[month - 1]} ${day}, ${year}`;
};

/** "Limited offer" only with a configured end date that has not passed (the page script drops it after). */
function OfferLabel() {
  const ends = site.offerEnds;
  const today = new Date().toISOString().slice(0, 10);
  if (!ends || ends < today) return null;
  return (
    <span className="announcement__limited" data-offer-ends={ends}>
      Limited offer until {longDate(ends)}:{' '}
    </span>
  );
}

function NavList({ currentPath, className }: { currentPath: string; className: string }) {
  return (
    <ul className={className}>
      {mainNav.map((link) => {
        // The section stays highlighted on its sub-pages; aria-current="page" names only the page itself.
        const current = isCurrentNav(link.href, currentPath);
        const page = link.href === currentPath;
        return (
          <li key={link.href}>
            <a href={link.href} className={current ? 'nav-link nav-link--current' : 'nav-link'} aria-current={page ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Banner and navigation. The mobile menu is a native disclosure (<details>), so it toggles without
 * JavaScript; the page script closes it when a link in it is chosen, on Escape and on outside clicks.
 */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  return (
    <header className="site-header">
      <div className="announcement">
        <p className="container announcement__inner">
          <Icon name="star" size={16} />
          <span>
            <OfferLabel />
            <strong>
              {offer.name}: {formatUsd(priceFor(offer.id, 1))} for {termLabel(1)}
            </strong>
          </span>
          <a href="/pricing" className="announcement__link">
            See the offer
          </a>
          {/* Wide screens: the navigation row is full, so clients sign in from here; narrow ones: from the menu. */}
          <a href={clientLoginLink.href} className="announcement__link announcement__login">
            {clientLoginLink.label}
          </a>
        </p>
      </div>
      <div className="navbar">
        <div className="container navbar__inner">
          <BrandMark />
          <nav className="nav-desktop" aria-label="Main">
            <NavList currentPath={currentPath} className="nav-desktop__list" />
          </nav>
          <a className="button button--accent navbar__cta" href="/pricing">
            Get Started
          </a>
          <details className="mobile-menu" data-mobile-menu="">
            <summary className="mobile-menu__toggle">
              <Icon name="menu" className="mobile-menu__icon mobile-menu__icon--open" />
              <Icon name="x" className="mobile-menu__icon mobile-menu__icon--close" />
              <span className="visually-hidden">Menu</span>
            </summary>
            <nav className="mobile-menu__panel" aria-label="Main menu">
              <NavList currentPath={currentPath} className="mobile-menu__list" />
              <a className="nav-link mobile-menu__login" href={clientLoginLink.href}>
                {clientLoginLink.label}
              </a>
              <a className="button button--accent mobile-menu__cta" href="/pricing">
                Get Started
              </a>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
