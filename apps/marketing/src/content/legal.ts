/** docs/product.md §2/§9: both legal pages carry this date. */
export const LEGAL_LAST_UPDATED = 'October 1, 2025';
export const LEGAL_LAST_UPDATED_ISO = '2025-10-01';
