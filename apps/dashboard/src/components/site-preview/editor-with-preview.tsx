import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { Button, Drawer, Grid } from 'antd';
import { EyeOutlined } from '@ant-design/icons';

interface EditorWithPreviewProps {
  children: ReactNode;
  /** The preview, given whether it sits beside the form (wide screens) or in the drawer (phones). */
  preview: (placement: 'beside' | 'drawer') => ReactNode;
  /** Where the preview sits beside the form: from the top of the screen, so it stays in view while the form scrolls. */
  stickyTop?: number;
  /** The height the pane beside the form takes (a CSS length). */
  height?: string;
  /** Inside a dialog: the Preview button sits in the flow at the top, not floating over the page. */
  inlineToggle?: boolean;
  /** How far above the bottom of the screen the floating Preview button sits: clear of a sticky save bar. */
  toggleBottom?: number;
}

/** Lets a preview drawer's click close the drawer before its field takes the focus. */
const CloseDrawer = createContext<((then: () => void) => void) | null>(null);

/**
 * Runs `focus` once the preview no longer covers the form: at once beside it, after the drawer
 * closes on a phone (a field under an open drawer cannot take the focus).
 */
export function useFocusAfterPreview(): (focus: () => void) => void {
  const close = useContext(CloseDrawer);
  return (focus) => (close ? close(focus) : focus());
}

/**
 * The form with the page's preview: side by side on wide screens; on narrow ones the form takes the
 * width and a "Preview" button opens the preview over it (one tap away, not squeezed).
 */
export function EditorWithPreview({
  children,
  preview,
  stickyTop = 16,
  height = 'calc(100dvh - 160px)',
  inlineToggle = false,
  toggleBottom = 84,
}: EditorWithPreviewProps) {
  const screens = Grid.useBreakpoint();
  const beside = screens.lg ?? true;
  const [open, setOpen] = useState(false);
  const afterClose = useRef<(() => void) | null>(null);

  const closeThen = (then: () => void) => {
    afterClose.current = then;
    setOpen(false);
  };
  const toggle = beside ? null : (
    <Button
      type={inlineToggle ? 'default' : 'primary'}
      shape="round"
      size={inlineToggle ? 'middle' : 'large'}
      icon={<EyeOutlined />}
      onClick={() => setOpen(true)}
      aria-haspopup="dialog"
      style={inlineToggle ? { marginBottom: 16 } : { position: 'fixed', right: 16, bottom: toggleBottom, zIndex: 20, boxShadow: '0 4px 12px rgba(0,0,0,0.2)' }}
    >
      Preview
    </Button>
  );
  // One tree at every width: the form keeps its place (and its state) when the screen turns or resizes.
  return (
    <>
      {inlineToggle ? toggle : null}
      <div style={beside ? { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)', gap: 24, alignItems: 'start' } : undefined}>
        <div style={{ minWidth: 0 }}>{children}</div>
        {beside ? (
          <aside aria-label="Preview" style={{ position: 'sticky', top: stickyTop, height }}>
            {preview('beside')}
          </aside>
        ) : null}
      </div>
      {inlineToggle ? null : toggle}
      <Drawer
        title="Preview"
        placement="bottom"
        height="100dvh"
        open={open && !beside}
        onClose={() => setOpen(false)}
        afterOpenChange={(visible) => {
          if (visible || !afterClose.current) return;
          const then = afterClose.current;
          afterClose.current = null;
          // After the drawer's own hand-back of the focus (to the Preview button), which follows this call.
          setTimeout(then, 0);
        }}
        styles={{ body: { padding: 12, display: 'flex', flexDirection: 'column' } }}
      >
        <CloseDrawer.Provider value={closeThen}>{open && !beside ? preview('drawer') : null}</CloseDrawer.Provider>
      </Drawer>
    </>
  );
}
