import { MediaImage, type InspectedUpload } from './media-image.entity';
import { AltTextRequiredError, ImageTooLargeError, MediaInvalidFieldError, UnsupportedImageError } from './media.errors';

const jpeg = (over: Partial<InspectedUpload> = {}): InspectedUpload => ({ mimeType: 'image/jpeg', width: 4000, height: 3000, bytes: 2_000_000, ...over });
const upload = (over: Partial<InspectedUpload> = {}) =>
  MediaImage.upload({ id: 'img-1', websiteId: 'site-1', filename: '../../IMG_0001.JPG', sourceKey: 'sources/site-1/img-1/1', upload: jpeg(over) });

describe('MediaImage', () => {
  it('starts processing, with a centred focal point, no alt text and a clean file name', () => {
    const image = upload();
    expect(image.status).toBe('processing');
    expect([image.focalX, image.focalY]).toEqual([0.5, 0.5]);
    expect(image.altText).toBeNull();
    expect(image.filename).toBe('IMG_0001.JPG');
  });

  it.each([
    ['an SVG', { mimeType: 'image/svg+xml' }, UnsupportedImageError],
    ['HTML', { mimeType: 'text/html' }, UnsupportedImageError],
    ['unknown bytes', { mimeType: undefined }, UnsupportedImageError],
    ['a TIFF', { mimeType: 'image/tiff' }, UnsupportedImageError],
    ['more than 10 MB', { bytes: 10 * 1024 * 1024 + 1 }, ImageTooLargeError],
    ['more than 40 megapixels', { width: 8000, height: 5001 }, ImageTooLargeError],
    ['no dimensions', { width: 0 }, UnsupportedImageError],
  ])('refuses %s', (_name, over, error) => {
    expect(() => upload(over)).toThrow(error);
  });

  it('accepts exactly 10 MB and exactly 40 megapixels', () => {
    expect(() => upload({ bytes: 10 * 1024 * 1024, width: 8000, height: 5000 })).not.toThrow();
  });

  it('requires alt text before use, and refuses blank or overlong alt text', () => {
    const image = upload();
    expect(() => image.assertUsable()).toThrow(AltTextRequiredError);
    expect(() => image.describe('   ')).toThrow(MediaInvalidFieldError);
    expect(() => image.describe('x'.repeat(301))).toThrow(MediaInvalidFieldError);
    image.describe('  Fresh sourdough on the counter ');
    expect(image.altText).toBe('Fresh sourdough on the counter');
    expect(() => image.assertUsable()).not.toThrow();
  });

  it('keeps the focal point within the image', () => {
    const image = upload();
    image.setFocalPoint({ x: 0.2, y: 0.9 });
    expect([image.focalX, image.focalY]).toEqual([0.2, 0.9]);
    expect(() => image.setFocalPoint({ x: 1.1, y: 0.5 })).toThrow(MediaInvalidFieldError);
    expect(() => image.setFocalPoint({ x: 0.5, y: Number.NaN })).toThrow(MediaInvalidFieldError);
  });

  it('keeps its identity on Replace and ignores variants made from an older revision', () => {
    const image = upload();
    image.completeProcessing({ revision: 1, contentHash: 'aaa', placeholder: 'p', variants: [] });
    expect(image.status).toBe('ready');
    image.replace({ filename: 'new.png', sourceKey: 'sources/site-1/img-1/2', upload: jpeg({ mimeType: 'image/png', width: 800, height: 600 }) });
    expect(image.id).toBe('img-1');
    expect(image.revision).toBe(2);
    expect(image.status).toBe('processing');
    expect(image.completeProcessing({ revision: 1, contentHash: 'old', placeholder: 'p', variants: [] })).toBe(false);
    expect(image.contentHash).toBe('aaa');
    expect(image.completeProcessing({ revision: 2, contentHash: 'bbb', placeholder: 'p', variants: [] })).toBe(true);
    expect(image.contentHash).toBe('bbb');
  });

  it('makes the standard widths below the original and never upscales', () => {
    expect(MediaImage.widthsFor(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(MediaImage.widthsFor(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(MediaImage.widthsFor(800)).toEqual([320, 640, 800]);
    expect(MediaImage.widthsFor(200)).toEqual([200]);
  });
});
