import { formatUsd, getPackage, priceFor, termLabel } from '@fw/shared-catalog';
import { isCurrentNav, mainNav } from '../../app/navigation';
import { Icon } from '../icon';
import { BrandMark } from './brand-mark';

const offer = getPackage('basic');

function NavList({ currentPath, className }: { currentPath: string; className: string }) {
  return (
    <ul className={className}>
      {mainNav.map((link) => {
        const current = isCurrentNav(link.href, currentPath);
        return (
          <li key={link.href}>
            <a href={link.href} className={current ? 'nav-link nav-link--current' : 'nav-link'} aria-current={current ? 'page' : undefined}>
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
            Limited offer: <strong>{offer.name}: {formatUsd(priceFor(offer.id, 1))} for {termLabel(1)}</strong>
          </span>
          <a href="/pricing" className="announcement__link">
            See the offer
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
              <Icon name="menu" />
              <span className="visually-hidden">Menu</span>
            </summary>
            <nav className="mobile-menu__panel" aria-label="Main">
              <NavList currentPath={currentPath} className="mobile-menu__list" />
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
