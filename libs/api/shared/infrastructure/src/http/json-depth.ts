import { ValidationError } from '@fw/api-shared-domain';

/**
 * The deepest nesting any request body of the API needs is 3 (`{ sections: [ { … } ] }`); 32 leaves
 * room for any client without letting a body drive recursion. JSON.parse copes with 10,000 levels,
 * but what walks the parsed value afterwards (validation, class-transformer, the NUL check) recurses
 * per level and overflowed the stack: a 500 costing 100–340 ms of CPU, before any rate limit.
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of objects and arrays)`;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether raw JSON opens more than `max` objects/arrays inside each other. One pass over the bytes,
 * no recursion and no allocation; brackets inside strings do not count. Malformed JSON is left to
 * the parser, which refuses it with its own error.
 */
export function jsonDepthExceeds(raw: Uint8Array, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/** Throws the API's 400 `REQUEST.TOO_DEEP` for a body nested deeper than MAX_JSON_DEPTH. */
export function assertJsonDepth(raw: Uint8Array): void {
  if (jsonDepthExceeds(raw)) throw new ValidationError('REQUEST.TOO_DEEP', JSON_TOO_DEEP_MESSAGE);
}
