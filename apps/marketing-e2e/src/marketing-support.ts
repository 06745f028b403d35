import type { BrowserContext, Page } from 'playwright-core';
import { SESSION_HINT_KEY } from '@fw/shared-api-types';

// The shared browser harness (@fw/e2e-testing) and the marketing journeys' own helpers.
export * from '@fw/e2e-testing';

/** Public routes inside the site layout (docs/product.md §2) and the h1 each one must render. */
export const routeHeadings: Array<[path: string, heading: string | RegExp]> = [
  ['/', 'Florida Small Businesses Deserve Better Websites'],
  ['/services', 'Our Services'],
  ['/pricing', 'Florida Web Design Packages'],
  ['/about', /^About /],
  ['/portfolio', 'Our Portfolio'],
  ['/learning-center', 'Learning Center'],
  ['/learning-center/why-your-business-needs-website', 'Why Your Small Business Needs a Website'],
  ['/learning-center/choose-web-design-partner', 'How to Choose the Right Web Design Partner'],
  ['/learning-center/website-costs-explained', 'Website Costs Explained: What Small Businesses Really Pay'],
  ['/resources', 'Free Resources & AI Tools'],
  ['/resources/affordable-website-design-guide', 'The Complete Guide to Affordable Website Design'],
  ['/resources/internet-marketing-guide', "Internet Marketing for Small Businesses: A Beginner's Guide"],
  ['/contact', 'Get In Touch'],
  ['/faq', 'Frequently Asked Questions'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/payment-success', 'Payment Successful!'],
];

export const demoClient = { email: 'client@demo.local', password: 'DemoClient123!' };

/**
 * Signs the browser context in the way the dashboard does: the httpOnly refresh cookie on /api/auth,
 * and the session hint the dashboard keeps in localStorage while someone is signed in (the site's
 * pages ask for a session only when it is there).
 */
export async function signIn(context: BrowserContext): Promise<void> {
  const res = await context.request.post('/api/auth/sign-in', { data: demoClient });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  await context.addInitScript((key) => localStorage.setItem(key, '1'), SESSION_HINT_KEY);
}

/** Resolves once every island on the page has hydrated (React marks them after its first commit). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-island]')).every((island) => island.getAttribute('data-hydrated') === 'true'));
}

export const h1 = (page: Page) => page.locator('h1');

/** Required answers of the questionnaire's steps (Next moves on only once a step's are given). */
const requiredAnswers: Record<number, Array<[label: string, value: string]>> = {
  1: [
    ['Business name', 'Journey Bakery'],
    ['Industry', 'Bakery'],
    ['Business email', 'owner@journey-bakery.test'],
  ],
  2: [
    ['What is the main goal of your website?', 'More orders'],
    ['Who is your target audience?', 'Locals'],
    ['What should visitors do on your website?', 'Call us'],
  ],
};

/** Fills the required answers of `step` that are still blank (the ones a journey did not type itself). */
export async function fillRequiredAnswers(page: Page, step: number): Promise<void> {
  for (const [label, value] of requiredAnswers[step] ?? []) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    if ((await field.inputValue()) === '') await field.fill(value);
  }
}
