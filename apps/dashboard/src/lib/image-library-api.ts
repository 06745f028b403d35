import type { HttpError } from '@refinedev/core';
import type { ImageDto, ImageLibraryDto } from '@fw/shared-api-types';
import type { SiteImage } from '@fw/shared-site-render';
import { uploadFile } from '../providers/api';

export type Image = ImageDto;
export type ImageLibrary = ImageLibraryDto;

export const libraryPath = (websiteId: string) => `/websites/${websiteId}/images`;

/**
 * Sends one file's bytes as the request body (no form encoding: the server judges the content),
 * reporting progress as a fraction. `imageId` replaces that image's file instead of adding one.
 */
export async function sendImageFile(websiteId: string, file: File, onProgress: (fraction: number) => void, imageId?: string): Promise<Image> {
  const path = imageId ? `${libraryPath(websiteId)}/${imageId}/file` : libraryPath(websiteId);
  return uploadFile<Image>(
    imageId ? 'PUT' : 'POST',
    `/api${path}`,
    file,
    { 'Content-Type': 'application/octet-stream', 'X-Filename': encodeURIComponent(file.name) },
    onProgress,
  );
}

/** The smallest variant at least `minWidth` wide (or the widest there is) in a format every browser shows. */
export function previewUrl(image: Image, minWidth: number): string | undefined {
  const candidates = image.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  return (candidates.find((v) => v.width >= minWidth) ?? candidates[candidates.length - 1])?.url;
}

export function usedInOf(error: unknown): string[] | null {
  const e = error as HttpError & { code?: string; details?: { usedIn?: string[] } };
  return e?.code === 'MEDIA.IMAGE_IN_USE' && Array.isArray(e.details?.usedIn) ? e.details.usedIn : null;
}

export function formatBytes(bytes: number): string {
  if (bytes <= 0) return '0 KB';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** How a page names a library image (image slots, galleries, post covers). */
export const imageReference = (id: string) => `image:${id}`;

/** The image id a reference names, or null for anything else (an address, empty). */
export function imageIdOf(reference: string): string | null {
  return /^image:([0-9a-f-]{36})$/.exec(reference.trim())?.[1] ?? null;
}

/** An image can go on a page once it has alt text (required) and its web sizes are made. */
export function canBeChosen(image: Image): boolean {
  return image.status === 'ready' && !!image.alt_text?.trim();
}

/** The library's images the site renderer can show (ready, with alt text), by id: what the live preview draws. */
export function siteImagesOf(images: readonly Image[]): Record<string, SiteImage> {
  return Object.fromEntries(
    images.filter(canBeChosen).map((image) => [
      image.id,
      {
        alt: image.alt_text ?? '',
        width: image.width,
        height: image.height,
        focalX: image.focal_x,
        focalY: image.focal_y,
        variants: image.variants.map((v) => ({ format: v.format, width: v.width, url: v.url })),
      },
    ]),
  );
}
