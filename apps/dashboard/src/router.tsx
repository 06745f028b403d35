import { createBrowserRouter, Navigate } from 'react-router';
import { RouteError } from './components/route-error';
import { NotFound } from './components/not-found';

/**
 * Top-level routes. The sign-in pages and the Refine dashboard are separate chunks, so /auth never
 * downloads Refine, and a client never downloads the admin screens (lazy inside the dashboard).
 */
export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteError />,
    // Shown while the first lazy route chunk loads.
    hydrateFallbackElement: <div role="status" aria-label="Loading" style={{ minHeight: '100vh' }} />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'auth', lazy: () => import('./pages/auth/auth-page').then((m) => ({ Component: m.AuthPage })) },
      { path: 'auth/confirm', lazy: () => import('./pages/auth/confirm-page').then((m) => ({ Component: m.ConfirmPage })) },
      { path: 'auth/reset-password', lazy: () => import('./pages/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) },
      { path: 'dashboard/*', lazy: () => import('./app').then((m) => ({ Component: m.DashboardApp })) },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
