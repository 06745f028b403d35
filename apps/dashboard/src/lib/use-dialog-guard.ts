import { useEffect } from 'react';
import { useWarnAboutChange } from '@refinedev/core';
import { UNSAVED_CHANGES_WARNING } from '../components/unsaved-changes-guard';

/**
 * Refine's warnWhenUnsavedChanges for a hand-made dialog (useModalForm does the same on its own):
 * a change in its form flags unsaved work, and then every way of closing it (Cancel, X, Escape,
 * a click outside) asks first; Back and the menu ask through UnsavedChangesGuard.
 */
export function useDialogGuard(onClose: () => void) {
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  // A dialog that goes away takes its unsaved flag with it.
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
  return {
    /** For the form's onValuesChange: only the person's edits count, not values the dialog fills in. */
    onValuesChange: () => setWarnWhen(true),
    /** For the dialog's onCancel (Cancel, X, Escape, mask). */
    close: () => {
      if (warnWhen && !window.confirm(UNSAVED_CHANGES_WARNING)) return;
      setWarnWhen(false);
      onClose();
    },
    /** After the work was saved: closes without asking. */
    saved: () => {
      setWarnWhen(false);
      onClose();
    },
  };
}
