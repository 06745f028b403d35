export interface NavLink {
  href: string;
  label: string;
}

export const mainNav: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/learning-center', label: 'Learning Center' },
  { href: '/resources', label: 'Resources' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

/** Where clients sign in to their dashboard (served by the dashboard app on the same origin). */
export const clientLoginLink: NavLink = { href: '/auth', label: 'Client login' };

export const footerColumns: ReadonlyArray<{ title: string; links: readonly NavLink[] }> = [
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/services', label: 'Services' },
      { href: '/portfolio', label: 'Portfolio' },
      { href: '/pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { href: '/learning-center', label: 'Learning Center' },
      { href: '/resources', label: 'AI Tools' },
      { href: '/resources/affordable-website-design-guide', label: 'Website Design Guide' },
      { href: '/resources/internet-marketing-guide', label: 'Internet Marketing Guide' },
    ],
  },
  {
    title: 'Support',
    links: [
      { href: '/contact', label: 'Contact' },
      clientLoginLink,
      { href: '/faq', label: 'FAQ' },
      { href: '/terms', label: 'Terms of Service' },
      { href: '/privacy', label: 'Privacy Policy' },
    ],
  },
];

/** The main-nav entry that owns a path: exact for Home, by section prefix otherwise. */
export function isCurrentNav(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}
