export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** Beyond this many table cells (words x words) the texts are shown as wholly replaced: a diff must never freeze the page. */
const MAX_CELLS = 2_000_000;

/** Words and the whitespace between them, so the joined parts give back each text exactly. */
function tokens(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * Word-level difference from `before` to `after` by longest common subsequence: the same words in
 * order are `same`, the rest `removed` (only in before) or `added` (only in after). Joining the
 * same+removed parts gives `before`, same+added gives `after`. The common start and end are taken
 * off first, so a small edit in a long text stays cheap.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if (n * m > MAX_CELLS) {
    push(parts, 'removed', midA.join(''));
    push(parts, 'added', midB.join(''));
  } else {
    // lengths[i * (m + 1) + j] = LCS length of midA[i..] and midB[j..]
    const lengths = new Uint32Array((n + 1) * (m + 1));
    for (let i = n - 1; i >= 0; i -= 1) {
      for (let j = m - 1; j >= 0; j -= 1) {
        lengths[i * (m + 1) + j] =
          midA[i] === midB[j] ? lengths[(i + 1) * (m + 1) + j + 1] + 1 : Math.max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        push(parts, 'same', midA[i]);
        i += 1;
        j += 1;
      } else if (lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1]) {
        push(parts, 'removed', midA[i]);
        i += 1;
      } else {
        push(parts, 'added', midB[j]);
        j += 1;
      }
    }
    push(parts, 'removed', midA.slice(i).join(''));
    push(parts, 'added', midB.slice(j).join(''));
  }
  push(parts, 'same', a.slice(endA).join(''));
  return groupChanges(parts);
}

/**
 * Reads as people expect: the spaces that happen to match between two replaced phrases are folded
 * into the change, so "Closed for renovation" → "Fresh bread every morning" is one removed and one
 * added run, not four alternating words.
 */
function groupChanges(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = '';
  let added = '';
  let pendingSpace = '';
  const flush = () => {
    push(out, 'removed', removed);
    push(out, 'added', added);
    removed = '';
    added = '';
  };
  parts.forEach((part, index) => {
    const inChange = removed !== '' || added !== '';
    const nextIsChange = index + 1 < parts.length && parts[index + 1].kind !== 'same';
    if (part.kind === 'same' && inChange && nextIsChange && /^\s+$/.test(part.text)) {
      pendingSpace = part.text;
      return;
    }
    if (part.kind === 'same') {
      flush();
      push(out, 'same', part.text);
      return;
    }
    if (pendingSpace) {
      // The space belongs to both texts: keep it in both runs.
      if (removed) removed += pendingSpace;
      if (added) added += pendingSpace;
      if (!removed || !added) {
        // Only one side had a change before the space: the other side had the space alone.
        if (!removed) removed = pendingSpace;
        if (!added) added = pendingSpace;
      }
      pendingSpace = '';
    }
    if (part.kind === 'removed') removed += part.text;
    else added += part.text;
  });
  flush();
  return out;
}

/** True when the texts are equal (no added or removed part). */
export const unchanged = (parts: DiffPart[]): boolean => parts.every((p) => p.kind === 'same');
