/**
 * Moves keyboard focus to the first field of the form named `formName` (antd gives the <form> that
 * id), for a dialog's `afterOpenChange`: a dialog opens ready to type (WCAG 2.4.3).
 */
export function focusFirstField(formName: string): void {
  const field = document
    .getElementById(formName)
    ?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [role="combobox"]');
  field?.focus();
}
