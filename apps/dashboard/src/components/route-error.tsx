import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a route itself fails (a render error, a chunk that could not load). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error ?? '');
  return (
    <main style={{ maxWidth: 640, margin: '10vh auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 28 }}>Unexpected Application Error!</h1>
      <p style={{ color: '#b91c1c', fontStyle: 'italic', whiteSpace: 'pre-wrap' }}>{detail}</p>
      <p>
        <a href="/dashboard">Back to the dashboard</a>
      </p>
    </main>
  );
}
