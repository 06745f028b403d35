/**
 * Moves keyboard focus to the first field of the form named `formName` (antd gives the <form> that
 * id), for a dialog's `afterOpenChange`: a dialog opens ready to type (WCAG 2.4.3). Someone who
 * already clicked into a field of the dialog before its opening animation ended keeps their place.
 */
export function focusFirstField(formName: string): void {
  const form = document.getElementById(formName);
  if (!form || form.contains(document.activeElement)) return;
  const field = form.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [role="combobox"]');
  field?.focus();
}
