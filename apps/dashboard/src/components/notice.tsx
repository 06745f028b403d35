import type { ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A centred message (title, text, optional icon). Used instead of antd Result, whose module
 * bundles large status illustrations, so the shell stays small.
 */
export function Notice({
  icon,
  title,
  children,
  dashed = false,
  onRetry,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  dashed?: boolean;
  /** A load that failed: offers "Try again" (docs/product.md §12.11). */
  onRetry?: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        textAlign: 'center',
        padding: '40px 24px',
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        border: `1px ${dashed ? 'dashed' : 'solid'} ${dashed ? token.colorBorder : token.colorBorderSecondary}`,
      }}
    >
      {icon ? <div style={{ fontSize: 40, color: token.colorTextDescription, marginBottom: 12 }}>{icon}</div> : null}
      <h2 style={{ fontSize: 20, fontWeight: 600, margin: '0 0 8px', color: token.colorTextHeading }}>{title}</h2>
      {children ? <div style={{ color: token.colorTextSecondary }}>{children}</div> : null}
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          style={{
            marginTop: 16,
            padding: '6px 16px',
            borderRadius: token.borderRadius,
            border: 'none',
            background: token.colorPrimary,
            color: '#fff',
            fontWeight: 600,
            cursor: 'pointer',
          }}
        >
          Try again
        </button>
      ) : null}
    </section>
  );
}

/** A white box with an optional title: the light stand-in for antd Card on the first screens. */
export function Panel({ title, children, style }: { title?: string; children: ReactNode; style?: React.CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        ...style,
      }}
    >
      {title ? (
        <h2 style={{ fontSize: 16, fontWeight: 600, margin: 0, padding: '16px 24px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>{title}</h2>
      ) : null}
      <div style={{ padding: 24 }}>{children}</div>
    </section>
  );
}
