import { isRouteErrorResponse, useRouteError } from 'react-router';
import { brand } from '../config/brand';
import { BrandLogo } from './brand-logo';

/** Shown when a route itself fails (a render error, a chunk that could not load): styled, with a way out. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : error instanceof Error ? error.message : String(error ?? '');
  return (
    <main
      style={{
        boxSizing: 'border-box',
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: 16,
        background: '#f5f7fb',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <section
        style={{
          boxSizing: 'border-box',
          width: '100%',
          maxWidth: 560,
          padding: 28,
          background: '#fff',
          borderRadius: 12,
          border: '1px solid #e5e7eb',
          textAlign: 'center',
        }}
      >
        <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 10, fontWeight: 700, marginBottom: 16 }}>
          <BrandLogo />
          <span>{brand.name}</span>
        </div>
        <h1 style={{ fontSize: 26, margin: '0 0 8px' }}>Unexpected Application Error!</h1>
        <p style={{ color: '#b91c1c', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{detail}</p>
        <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap', margin: '20px 0 0' }}>
          <button
            type="button"
            onClick={() => window.location.reload()}
            style={{ padding: '8px 16px', borderRadius: 8, border: 'none', background: brand.primary, color: '#fff', fontWeight: 600, cursor: 'pointer' }}
          >
            Reload the page
          </button>
          <a href="/dashboard" style={{ padding: '8px 16px', color: brand.primary }}>
            Back to the dashboard
          </a>
        </p>
      </section>
    </main>
  );
}
