import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

const join = (parts: ReturnType<typeof wordDiff>, keep: 'added' | 'removed') =>
  parts
    .filter((p) => p.kind === 'same' || p.kind === keep)
    .map((p) => p.text)
    .join('');

describe('wordDiff', () => {
  it('marks the words changed between two texts', () => {
    expect(wordDiff('Baked fresh in Royal Palm Beach', 'Baked daily in Wellington')).toEqual([
      { kind: 'same', text: 'Baked ' },
      { kind: 'removed', text: 'fresh' },
      { kind: 'added', text: 'daily' },
      { kind: 'same', text: ' in ' },
      { kind: 'removed', text: 'Royal Palm Beach' },
      { kind: 'added', text: 'Wellington' },
    ]);
  });

  it('gives a replaced phrase as one removed and one added run, not word by word', () => {
    expect(wordDiff('Closed for renovation 42', 'Fresh bread every morning 42')).toEqual([
      { kind: 'removed', text: 'Closed for renovation' },
      { kind: 'added', text: 'Fresh bread every morning' },
      { kind: 'same', text: ' 42' },
    ]);
  });

  it('keeps the longest run of common words, not the first match', () => {
    const parts = wordDiff('a b c d', 'b c d a');
    expect(parts.filter((p) => p.kind === 'same').map((p) => p.text.trim())).toEqual(['b c d']);
  });

  it('gives back both texts exactly, whitespace and line breaks included', () => {
    const before = 'Open  Monday\nto Friday, 7 to 3.';
    const after = 'Open Monday\nto Saturday,  7 to 4.\n';
    const parts = wordDiff(before, after);
    expect(join(parts, 'removed')).toBe(before);
    expect(join(parts, 'added')).toBe(after);
  });

  it('answers one same part for equal texts, and whole parts for empty ones', () => {
    expect(wordDiff('same text', 'same text')).toEqual([{ kind: 'same', text: 'same text' }]);
    expect(wordDiff('', 'new words')).toEqual([{ kind: 'added', text: 'new words' }]);
    expect(wordDiff('old words', '')).toEqual([{ kind: 'removed', text: 'old words' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('stays fast on long texts with a small edit, and on wholly different long texts', () => {
    const long = Array.from({ length: 8000 }, (_, i) => `word${i}`).join(' ');
    const started = Date.now();
    const parts = wordDiff(long, long.replace('word4000', 'changed'));
    expect(parts.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'word4000' },
      { kind: 'added', text: 'changed' },
    ]);
    const other = Array.from({ length: 8000 }, (_, i) => `other${i}`).join(' ');
    expect(join(wordDiff(long, other), 'added')).toBe(other);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
