import { lazy } from 'react';
import { useGetIdentity } from '@refinedev/core';
import type { Me } from '../../providers/session';
import { PageLoading } from '../../components/page-loading';
import { DashboardHomePage } from './dashboard-home';

const AdminHomePage = lazy(() => import('./admin-home'));

/** /dashboard: admins land on the overview of waiting work; clients on their website's home. */
export function HomePage() {
  const { data: me, isLoading } = useGetIdentity<Me>();
  if (isLoading) return <PageLoading />;
  return me?.role === 'admin' ? <AdminHomePage /> : <DashboardHomePage />;
}
