import { lazy } from 'react';
import { useGetIdentity } from '@refinedev/core';
import type { Me } from '../../providers/session';
import { PageLoading } from '../../components/page-loading';
import { DashboardHomePage } from './dashboard-home';
import { useActingAs } from '../../acting-as/use-acting-as';

const AdminHomePage = lazy(() => import('./admin-home'));

/** /dashboard: admins land on the overview of waiting work; clients on their website's home. */
export function HomePage() {
  const { data: me, isLoading } = useGetIdentity<Me>();
  const acting = useActingAs();
  if (isLoading) return <PageLoading />;
  // An admin viewing as a client lands on the client's home.
  return me?.role === 'admin' && !acting ? <AdminHomePage /> : <DashboardHomePage />;
}
