import type { Response } from 'express';

/** Sets the simple-rest total header (exposed to browsers) and returns the page. */
export function withTotal<T>(response: Response, items: T[], total: number): T[] {
  response.setHeader('X-Total-Count', String(total));
  response.setHeader('Access-Control-Expose-Headers', 'X-Total-Count');
  return items;
}
