// The API's length limits (libs/api/*/domain), so inputs stop where the server would refuse.
export const LIMITS = {
  fullName: 200,
  email: 254,
  websiteName: 200,
  domain: 253,
  template: 100,
  sectionKey: 100,
  postTitle: 200,
  text: 50_000, // section content and post content
} as const;
