/** Shown once fewer than this share of the limit is left (at least 20 characters). */
const NEAR = 0.1;

export const counterShown = (length: number, max: number): boolean => max - length <= Math.max(20, Math.floor(max * NEAR));

/**
 * "120 characters left" near a field's limit, so a long answer is not cut silently at maxlength.
 * Renders nothing until the limit is near; announced politely when it appears.
 */
export function CharacterCounter({ id, length, max, className }: { id: string; length: number; max: number; className: string }) {
  if (!counterShown(length, max)) return null;
  const left = Math.max(0, max - length);
  return (
    <p className={left === 0 ? `${className} ${className}--full` : className} id={id} aria-live="polite">
      {left === 0
        ? `You have reached the limit of ${max.toLocaleString('en-US')} characters.`
        : `${left.toLocaleString('en-US')} ${left === 1 ? 'character' : 'characters'} left`}
    </p>
  );
}
