import { MAX_JSON_DEPTH, assertJsonDepth, jsonDepthExceeds } from './json-depth';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonDepthExceeds', () => {
  it('allows bodies up to the limit and refuses one level more', () => {
    expect(jsonDepthExceeds(bytes(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(jsonDepthExceeds(bytes(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(jsonDepthExceeds(bytes(`{"x":${nested(10_000)}}`))).toBe(true);
  });

  it('counts objects and arrays alike, and depth falls again after each close', () => {
    const wide = Array.from({ length: 100 }, () => nested(MAX_JSON_DEPTH - 1)).join(',');
    expect(jsonDepthExceeds(bytes(`[${wide}]`))).toBe(false);
    expect(jsonDepthExceeds(bytes('{"a":'.repeat(MAX_JSON_DEPTH + 1) + '1' + '}'.repeat(MAX_JSON_DEPTH + 1)))).toBe(true);
  });

  it('ignores brackets inside strings, including after escaped quotes and backslashes', () => {
    expect(jsonDepthExceeds(bytes(JSON.stringify({ text: '['.repeat(1000) })))).toBe(false);
    expect(jsonDepthExceeds(bytes(JSON.stringify({ text: `a\\"${'{'.repeat(100)}` })))).toBe(false);
    expect(jsonDepthExceeds(bytes(JSON.stringify({ text: `ends with a backslash \\` }) + nested(MAX_JSON_DEPTH + 1)))).toBe(true);
  });

  it('raises the 400 REQUEST.TOO_DEEP validation error', () => {
    expect(() => assertJsonDepth(bytes(nested(100)))).toThrow(expect.objectContaining({ kind: 'validation', code: 'REQUEST.TOO_DEEP' }));
    expect(() => assertJsonDepth(bytes('{"ok":[1,2,{"a":[]}]}'))).not.toThrow();
  });
});
