/**
 * Refine's form `onFinish` rejects when the save fails. The toast and the field errors already say
 * why, so the rejection ends here instead of surfacing as an uncaught promise error in the page.
 */
export function settled<A extends unknown[]>(submit: ((...args: A) => unknown) | undefined): (...args: A) => Promise<void> {
  return async (...args: A) => {
    try {
      await submit?.(...args);
    } catch {
      // shown by the error notification and beside the fields
    }
  };
}
