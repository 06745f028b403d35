import { lazy, Suspense, type ReactNode } from 'react';
import { Authenticated, Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { Outlet, Route, Routes } from 'react-router';
import { authProvider } from './providers/auth-provider';
import { accessControlProvider } from './providers/access-control-provider';
import { dataProviders } from './providers/data-provider';
import { useNotificationProvider } from './providers/notification-provider';
import { DashboardLayout } from './components/layout/dashboard-layout';
import { AdminOnly } from './components/admin-only';
import { PageLoading } from './components/page-loading';
import { NotFound } from './components/not-found';
import { UnsavedChangesGuard } from './components/unsaved-changes-guard';
import { HomePage } from './pages/home/home-page';
import { resources } from './config/resources';

const ContentEditPage = lazy(() => import('./pages/content/edit'));
const ImagesPage = lazy(() => import('./pages/images/list'));
const BlogListPage = lazy(() => import('./pages/blog/list'));
const SettingsPage = lazy(() => import('./pages/settings/edit'));
const ClientList = lazy(() => import('./pages/clients/list'));
const WebsiteList = lazy(() => import('./pages/websites/list'));
const WebsiteShow = lazy(() => import('./pages/websites/show'));
const SectionList = lazy(() => import('./pages/sections/list'));
const WebsiteHistory = lazy(() => import('./pages/websites/history'));
const SubmissionList = lazy(() => import('./pages/submissions/list'));
const EmailLogList = lazy(() => import('./pages/email-logs/list'));
const OrderList = lazy(() => import('./pages/orders/list'));
const OrderShow = lazy(() => import('./pages/orders/show'));
const ClientShow = lazy(() => import('./pages/clients/show'));
const BillingPage = lazy(() => import('./pages/billing/list'));
const MessagesPage = lazy(() => import('./pages/messages/list'));
const LeadList = lazy(() => import('./pages/leads/list'));
const DraftList = lazy(() => import('./pages/drafts/list'));
const ReviewList = lazy(() => import('./pages/reviews/list'));
const AuditLogList = lazy(() => import('./pages/audit-log/list'));
const ActivityList = lazy(() => import('./pages/activity/list'));

const shouldRetry = (failureCount: number, error: unknown) => {
  const status = (error as { statusCode?: number })?.statusCode ?? 0;
  return failureCount < 3 && (status === 0 || status === 429 || status >= 500);
};

const admin = (resource: string, page: ReactNode) => <AdminOnly resource={resource}>{page}</AdminOnly>;

/** The Refine dashboard (its own chunk): providers, the signed-in shell and the page routes. */
export function DashboardApp() {
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProviders}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      notificationProvider={useNotificationProvider}
      resources={resources}
      options={{
        disableTelemetry: true,
        syncWithLocation: false,
        // Pages and dialogs flag unsaved text; UnsavedChangesGuard asks before it is thrown away.
        warnWhenUnsavedChanges: true,
        reactQuery: {
          clientConfig: {
            defaultOptions: {
              queries: {
                gcTime: 5 * 60_000,
                retry: shouldRetry,
                retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
              },
            },
          },
        },
      }}
    >
      <Routes>
        <Route
          element={
            <Authenticated key="dashboard" redirectOnFail="/auth" loading={<PageLoading fullScreen />}>
              <DashboardLayout>
                <UnsavedChangesGuard />
                <Suspense fallback={<PageLoading />}>
                  <Outlet />
                </Suspense>
              </DashboardLayout>
            </Authenticated>
          }
        >
          <Route index element={<HomePage />} />
          <Route path="content" element={<ContentEditPage />} />
          <Route path="images" element={<ImagesPage />} />
          <Route path="blog" element={<BlogListPage />} />
          <Route path="billing" element={<BillingPage />} />
          <Route path="leads" element={<MessagesPage />} />
          <Route path="settings" element={<SettingsPage />} />
          {/* A lead, a questionnaire and an e-mail open in a drawer over their list, at their own URL. */}
          <Route path="admin">
            <Route path="clients" element={admin('clients', <ClientList />)} />
            <Route path="clients/:clientId" element={admin('clients', <ClientShow />)} />
            <Route path="websites" element={admin('websites', <WebsiteList />)} />
            <Route path="websites/:websiteId" element={admin('websites', <WebsiteShow />)} />
            <Route path="websites/:websiteId/sections" element={admin('sections', <SectionList />)} />
            <Route path="websites/:websiteId/history" element={admin('websites', <WebsiteHistory />)} />
            <Route path="reviews" element={admin('reviews', <ReviewList />)} />
            <Route path="submissions" element={admin('submissions', <SubmissionList />)}>
              <Route path=":id" element={null} />
            </Route>
            <Route path="drafts" element={admin('drafts', <DraftList />)} />
            <Route path="leads" element={admin('leads', <LeadList />)}>
              <Route path=":id" element={null} />
            </Route>
            <Route path="communications" element={admin('email-logs', <EmailLogList />)}>
              <Route path=":id" element={null} />
            </Route>
            <Route path="orders" element={admin('orders', <OrderList />)} />
            <Route path="orders/:orderId" element={admin('orders', <OrderShow />)} />
            <Route path="activity" element={admin('activity', <ActivityList />)} />
            <Route path="audit-log" element={admin('audit-log', <AuditLogList />)} />
          </Route>
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </Refine>
  );
}
