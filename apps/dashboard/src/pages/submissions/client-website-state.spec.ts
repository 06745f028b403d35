import { describe, expect, it } from 'vitest';
import { clientWebsiteNeedsContent } from './client-website-state';

describe('"Create client and website" for a questionnaire of an existing client', () => {
  it("is offered while the paid buyer's website is an empty record or missing", () => {
    expect(clientWebsiteNeedsContent(undefined, undefined)).toBe(true);
    expect(clientWebsiteNeedsContent({ status: 'waiting_for_build' }, 0)).toBe(true);
  });

  it('is not offered once the website has content or is built', () => {
    expect(clientWebsiteNeedsContent({ status: 'waiting_for_build' }, 3)).toBe(false);
    expect(clientWebsiteNeedsContent({ status: 'live' }, 0)).toBe(false);
    expect(clientWebsiteNeedsContent({ status: 'waiting_for_build' }, undefined)).toBe(false);
  });
});
