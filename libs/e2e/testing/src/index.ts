// The browser journeys' shared harness (type:testing): Chromium, the product's database and mail.
export * from './harness';
