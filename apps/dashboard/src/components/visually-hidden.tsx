import type { ReactNode } from 'react';

const style: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * Text for screen readers only. Used to complete a button's name ("History" + " of HERO TITLE")
 * instead of aria-label, which would also make the button answer to the field's label.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={style}>{children}</span>;
}
