import type { VariantFormat } from '@fw/api-media-domain';

const EXTENSIONS: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** Where an upload's bytes are kept as received: private, never served, read only by the variants job. */
export const sourceKey = (websiteId: string, imageId: string, revision: number) => `sources/${websiteId}/${imageId}/${revision}`;

/** Where a variant is stored; its public URL is `/media/` + the same path, so the hash is in every URL. */
export const variantKey = (websiteId: string, imageId: string, contentHash: string, width: number, format: VariantFormat) =>
  `images/${websiteId}/${imageId}/${contentHash}/w${width}.${EXTENSIONS[format]}`;

/** The public address of a stored variant: served by the media route on every host. */
export const publicUrlOf = (key: string) => `/media/${key.replace(/^images\//, '')}`;

export const imagePrefix = (websiteId: string, imageId: string) => `images/${websiteId}/${imageId}`;
export const sourcePrefix = (websiteId: string, imageId: string) => `sources/${websiteId}/${imageId}`;

/** Everything stored for a website's image library: its sources and every variant. */
export const websiteMediaPrefixes = (websiteId: string) => [`images/${websiteId}`, `sources/${websiteId}`];
