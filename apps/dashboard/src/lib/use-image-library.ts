import type { MyWebsite } from '../interfaces';
import { useApiGet } from './use-api';
import { libraryPath, type Image, type ImageLibrary } from './image-library-api';

/** The signed-in client's website library, for choosing images (one query per page, shared by every picker). */
export function useMyImageLibrary(): { images: Image[] | undefined; refresh: () => void } {
  const site = useApiGet<MyWebsite>('/my/website', { silent: true });
  const websiteId = site.data?.website?.id;
  const library = useApiGet<ImageLibrary>(websiteId ? libraryPath(websiteId) : '/', { enabled: Boolean(websiteId), silent: true });
  return { images: library.data?.images, refresh: () => void library.refetch() };
}
