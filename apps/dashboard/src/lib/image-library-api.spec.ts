import { describe, expect, it } from 'vitest';
import { formatBytes } from './image-library-api';

describe('formatBytes (the library usage line)', () => {
  it('says an empty library uses nothing', () => {
    expect(formatBytes(0)).toBe('0 KB');
  });

  it('rounds a few bytes up to 1 KB, so a used library never reads as empty', () => {
    expect(formatBytes(10)).toBe('1 KB');
  });

  it('shows kilobytes below a megabyte and megabytes with one decimal above', () => {
    expect(formatBytes(200 * 1024)).toBe('200 KB');
    expect(formatBytes(500 * 1024 * 1024)).toBe('500.0 MB');
  });
});
