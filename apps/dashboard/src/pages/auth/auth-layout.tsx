import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { brand } from '../../config/brand';
import { BrandLogo } from '../../components/brand-logo';
import { theme } from 'antd';

// Plain elements instead of antd Card, Typography and Tabs keep the sign-in page small: those pull
// in tooltips, skeletons, text editing and overflow menus that this page never shows.

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  useEffect(() => {
    document.title = `${title === 'Welcome' ? 'Sign in' : title} · ${brand.name} Dashboard`;
  }, [title]);
  return (
    // border-box: with its padding the page would be 32 px taller than the window (a needless
    // scrollbar), and the card 13 px wider than a 320 px phone.
    <main
      style={{
        boxSizing: 'border-box',
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: 16,
        background: '#f5f7fb',
        fontFamily: token.fontFamily,
      }}
    >
      <section
        style={{
          boxSizing: 'border-box',
          width: '100%',
          maxWidth: 440,
          padding: 28,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${token.colorBorderSecondary}`,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <a
          href={brand.siteHref}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 10,
            marginBottom: 16,
            color: token.colorTextHeading,
            textDecoration: 'none',
            fontWeight: 700,
          }}
        >
          <BrandLogo />
          <span>{brand.name}</span>
        </a>
        <h1 style={{ fontSize: 26, fontWeight: 600, margin: '0 0 4px', textAlign: 'center', color: token.colorTextHeading }}>{title}</h1>
        {subtitle ? <p style={{ textAlign: 'center', margin: '0 0 20px', color: token.colorTextSecondary }}>{subtitle}</p> : null}
        {children}
        <p style={{ textAlign: 'center', margin: '20px 0 0' }}>
          <a href={brand.siteHref} style={{ color: token.colorLink }}>
            ← Back to the website
          </a>
        </p>
      </section>
    </main>
  );
}

export interface TabItem<K extends string> {
  key: K;
  label: string;
  children: ReactNode;
}

/** WAI-ARIA tabs (arrow keys move between tabs); only the active panel is rendered. */
export function AuthTabs<K extends string>({ items, activeKey, onChange }: { items: TabItem<K>[]; activeKey: K; onChange: (key: K) => void }) {
  const { token } = theme.useToken();
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const active = items.find((item) => item.key === activeKey) ?? items[0];
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + items.length) % items.length;
    onChange(items[next].key);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${items.length}, 1fr)`,
          gap: 4,
          padding: 4,
          borderRadius: token.borderRadius,
          background: token.colorFillTertiary,
          marginBottom: 20,
        }}
      >
        {items.map((item, index) => {
          const selected = item.key === active.key;
          return (
            <button
              key={item.key}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              style={{
                border: 0,
                cursor: 'pointer',
                padding: '8px 12px',
                borderRadius: token.borderRadiusSM,
                font: 'inherit',
                fontWeight: 500,
                background: selected ? token.colorBgContainer : 'transparent',
                color: selected ? token.colorText : token.colorTextSecondary,
                boxShadow: selected ? token.boxShadowTertiary : 'none',
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel-${active.key}`} aria-labelledby={`${id}-tab-${active.key}`}>
        {active.children}
      </div>
    </div>
  );
}
