import type { ResourceProps } from '@refinedev/core';
import {
  AuditOutlined,
  ContactsOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  EditOutlined,
  FileTextOutlined,
  FormOutlined,
  GlobalOutlined,
  HistoryOutlined,
  HourglassOutlined,
  MailOutlined,
  MessageOutlined,
  PictureOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';

/** The resource that groups the admin screens: the menu's "Admin" group, and who may see it. */
export const ADMIN_GROUP = 'admin';

const adminPage = (meta: Record<string, unknown>) => ({ ...meta, parent: ADMIN_GROUP });

/**
 * Every screen of the dashboard as a Refine resource, in menu order: the side menu, the
 * breadcrumbs and the tab's title are all read from here. A website's own pages (its sections,
 * its history) are hidden from the menu and show up in the breadcrumbs only.
 */
export const resources: ResourceProps[] = [
  { name: 'dashboard', list: '/dashboard', meta: { label: 'Dashboard', icon: <DashboardOutlined /> } },
  { name: 'content', list: '/dashboard/content', meta: { label: 'Edit Content', icon: <EditOutlined /> } },
  { name: 'images', list: '/dashboard/images', meta: { label: 'Images', icon: <PictureOutlined /> } },
  { name: 'posts', list: '/dashboard/blog', meta: { label: 'Blog', icon: <FileTextOutlined />, dataProviderName: 'my' } },
  { name: 'messages', list: '/dashboard/leads', meta: { label: 'Messages', icon: <MessageOutlined /> } },
  { name: 'billing', list: '/dashboard/billing', meta: { label: 'Billing', icon: <CreditCardOutlined /> } },
  { name: 'settings', list: '/dashboard/settings', meta: { label: 'Settings', icon: <SettingOutlined /> } },
  { name: ADMIN_GROUP, meta: { label: 'Admin' } },
  {
    name: 'clients',
    list: '/dashboard/admin/clients',
    show: '/dashboard/admin/clients/:id',
    meta: adminPage({ label: 'Manage Clients', icon: <TeamOutlined /> }),
  },
  {
    name: 'websites',
    list: '/dashboard/admin/websites',
    show: '/dashboard/admin/websites/:id',
    meta: adminPage({ label: 'Manage Websites', icon: <GlobalOutlined /> }),
  },
  { name: 'sections', list: '/dashboard/admin/websites/:websiteId/sections', meta: { label: 'Content Sections', parent: 'websites', hide: true } },
  { name: 'website-history', list: '/dashboard/admin/websites/:websiteId/history', meta: { label: 'Change History', parent: 'websites', hide: true } },
  { name: 'reviews', list: '/dashboard/admin/reviews', meta: adminPage({ label: 'Changes to Review', icon: <AuditOutlined /> }) },
  {
    name: 'submissions',
    list: '/dashboard/admin/submissions',
    show: '/dashboard/admin/submissions/:id',
    meta: adminPage({ label: 'Questionnaires', icon: <FormOutlined /> }),
  },
  { name: 'drafts', list: '/dashboard/admin/drafts', meta: adminPage({ label: 'Questionnaire Drafts', icon: <HourglassOutlined /> }) },
  { name: 'leads', list: '/dashboard/admin/leads', show: '/dashboard/admin/leads/:id', meta: adminPage({ label: 'Leads', icon: <ContactsOutlined /> }) },
  {
    name: 'email-logs',
    list: '/dashboard/admin/communications',
    show: '/dashboard/admin/communications/:id',
    meta: adminPage({ label: 'Communications', icon: <MailOutlined /> }),
  },
  {
    name: 'orders',
    list: '/dashboard/admin/orders',
    show: '/dashboard/admin/orders/:id',
    meta: adminPage({ label: 'Orders', icon: <ShoppingCartOutlined /> }),
  },
  { name: 'activity', list: '/dashboard/admin/activity', meta: adminPage({ label: 'Activity', icon: <HistoryOutlined /> }) },
  { name: 'audit-log', list: '/dashboard/admin/audit-log', meta: adminPage({ label: 'Audit Log', icon: <SafetyCertificateOutlined /> }) },
];

/** Whether a resource sits under the admin group (directly or through its parents). */
export function isAdminResource(name: string): boolean {
  const parent = resources.find((resource) => resource.name === name)?.meta?.parent;
  return parent === ADMIN_GROUP || (typeof parent === 'string' && isAdminResource(parent));
}
