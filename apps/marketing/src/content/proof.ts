/**
 * Proof the business edits: real client testimonials and case studies, with the client's consent.
 * Empty by default, so nothing invented ships: the Home page shows its testimonials block and the
 * Portfolio page its case studies only when entries exist here.
 */

export interface Testimonial {
  /** What the client said, word for word. */
  quote: string;
  name: string;
  /** e.g. 'Owner, Sunshine Bakery'. */
  role: string;
  /** Their town, e.g. 'Wellington, FL'. */
  location?: string;
}

export interface CaseStudy {
  client: string;
  industry: string;
  /** The problem, what was built and the outcome, a sentence each. */
  challenge: string;
  solution: string;
  result: string;
  /** The live site, when the client agrees to a link. */
  url?: string;
}

export const testimonials: readonly Testimonial[] = [];

export const caseStudies: readonly CaseStudy[] = [];
