import corporate from '../assets/portfolio/corporate-website.svg';
import ecommerce from '../assets/portfolio/ecommerce-platform.svg';
import healthcare from '../assets/portfolio/healthcare-portal.svg';
import portfolio from '../assets/portfolio/portfolio-site.svg';
import realEstate from '../assets/portfolio/real-estate-platform.svg';
import restaurant from '../assets/portfolio/restaurant-website.svg';

export interface PortfolioProject {
  title: string;
  category: string;
  description: string;
  image: string;
  imageAlt: string;
  tags: string[];
}

/** Sample projects (illustrations drawn for this site; 640×400 SVG each). */
export const portfolioProjects: readonly PortfolioProject[] = [
  {
    title: 'E-Commerce Platform',
    category: 'Retail',
    description: 'An online boutique with a product catalog, secure checkout and simple stock updates the owner makes from her phone.',
    image: ecommerce,
    imageAlt: 'Online shop layout with a dark header and four product cards with prices and buy buttons',
    tags: ['Online store', 'Payments', 'Mobile-first'],
  },
  {
    title: 'Restaurant Website',
    category: 'Food & Hospitality',
    description: 'A warm, photo-led site with the menu, opening hours, directions and an order-online button front and center.',
    image: restaurant,
    imageAlt: 'Restaurant home page with a large plated dish, headline and order and reservation buttons',
    tags: ['Menu', 'Online ordering', 'Google Maps'],
  },
  {
    title: 'Corporate Website',
    category: 'Professional Services',
    description: 'A clean company site for a consulting firm: services, case studies, team profiles and a lead form that routes to the right partner.',
    image: corporate,
    imageAlt: 'Corporate site with a blue banner, growth chart and three service cards',
    tags: ['Lead generation', 'Case studies', 'SEO'],
  },
  {
    title: 'Portfolio Site',
    category: 'Creative',
    description: 'A bold gallery for a photographer with fast-loading images, project pages and a booking enquiry form.',
    image: portfolio,
    imageAlt: 'Dark portfolio layout with a colorful masonry grid of image tiles',
    tags: ['Gallery', 'Booking enquiries', 'Fast images'],
  },
  {
    title: 'Real Estate Platform',
    category: 'Real Estate',
    description: 'Listings with search, a neighborhood map and saved favorites for a local brokerage serving Palm Beach County.',
    image: realEstate,
    imageAlt: 'Property search page with a search bar, a map with pins and two listing cards',
    tags: ['Listings', 'Map search', 'Lead capture'],
  },
  {
    title: 'Healthcare Portal',
    category: 'Healthcare',
    description: 'A calm, accessible site for a family clinic with online appointment requests, services and new-patient forms.',
    image: healthcare,
    imageAlt: 'Clinic website with an appointment picker and three service cards marked with medical crosses',
    tags: ['Appointments', 'Accessibility', 'Patient forms'],
  },
];
