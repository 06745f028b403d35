import { useWarnAboutChange } from '@refinedev/core';

/**
 * For useModalForm's `onMutationError`: Refine clears the unsaved-changes flag when a form is
 * submitted, so after a refused save the dialog would close without asking and drop what was typed.
 * The text is still unsaved: flag it again (docs/product.md §12.2).
 */
export function useRefusedSaveKeepsWarning(): () => void {
  const { setWarnWhen } = useWarnAboutChange();
  return () => setWarnWhen(true);
}
