import type { HttpError } from '@refinedev/core';
import type { ImageDto, ImageLibraryDto } from '@fw/shared-api-types';
import { uploadFile } from '../../providers/api';

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
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
