import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

export function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main style={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', padding: 24 }}>
      <div>
        <h1 style={{ fontSize: 48, margin: 0 }}>404</h1>
        <p style={{ fontSize: 20, color: '#4b5563' }}>Oops! Page not found</p>
        <a href="/">Return to Home</a>
        {' · '}
        <Link to="/dashboard">Dashboard</Link>
      </div>
    </main>
  );
}
