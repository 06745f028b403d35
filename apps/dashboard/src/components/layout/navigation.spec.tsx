/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { AccessControlProvider } from '@refinedev/core';
import { resources } from '../../config/resources';
import { isAllowed } from '../../providers/access-control-provider';
import type { Role } from '../../providers/session';
import { useOwnerRecord, useRecordTitle, type OwnerRecord } from '../../lib/record-title';
import { renderWithRefine, Route } from '../../testing/render-with-refine';
import { SideMenu } from './side-menu';
import { PageBreadcrumb } from './page-breadcrumb';
import { DocumentTitle } from './document-title';

const CLIENT_ITEMS = ['Dashboard', 'Edit Content', 'Images', 'Blog', 'Messages', 'Billing', 'Settings'];
const ADMIN_ITEMS = [
  'Manage Clients',
  'Manage Websites',
  'Changes to Review',
  'Questionnaires',
  'Questionnaire Drafts',
  'Leads',
  'Communications',
  'Orders',
  'Activity',
  'Audit Log',
];

/** The app's own role table, for a user of the given role. */
const accessFor = (role: Role): AccessControlProvider => ({ can: async ({ resource }) => ({ can: isAllowed(role, resource) }) });

function Page({ record, owner }: { record?: string; owner?: OwnerRecord }) {
  useRecordTitle(record ?? null);
  useOwnerRecord(owner ?? null);
  return (
    <>
      <DocumentTitle />
      <PageBreadcrumb />
      <SideMenu />
    </>
  );
}

function renderAt(url: string, role: Role, record?: string, owner?: OwnerRecord) {
  renderWithRefine({
    url,
    resources,
    accessControlProvider: accessFor(role),
    dataProvider: {},
    // The app's own route parameters (a website's id) are in the URL, as on the real pages.
    routes: (
      <>
        <Route path="/dashboard/admin/websites/:websiteId/*" element={<Page record={record} owner={owner} />} />
        <Route path="*" element={<Page record={record} owner={owner} />} />
      </>
    ),
  });
}

const menu = () => screen.getByRole('navigation', { name: 'Dashboard' });
const menuLinks = () =>
  within(menu())
    .getAllByRole('link')
    .map((link) => link.textContent);
const breadcrumb = () => screen.queryByRole('navigation', { name: 'Breadcrumb' });

describe('the side menu comes from the resources', () => {
  afterEach(() => cleanup());

  it("shows a client their own pages and nothing of the admin's", async () => {
    renderAt('/dashboard/content', 'editor');
    await waitFor(() => expect(menuLinks()).toEqual(CLIENT_ITEMS));
    // The access check has answered by now: the admin group stays away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(menuLinks()).toEqual(CLIENT_ITEMS);
    expect(within(menu()).queryByText('Admin')).toBeNull();
    expect(within(menu()).getByRole('link', { name: 'Edit Content' }).getAttribute('href')).toBe('/dashboard/content');
  });

  it('shows an admin the admin group as well, and marks the page they are on', async () => {
    renderAt('/dashboard/admin/leads', 'admin');
    await waitFor(() => expect(menuLinks()).toEqual([...CLIENT_ITEMS, ...ADMIN_ITEMS]));
    expect(within(menu()).getByText('Admin')).toBeTruthy();
    const leads = within(menu()).getByRole('link', { name: 'Leads' });
    expect(leads.getAttribute('href')).toBe('/dashboard/admin/leads');
    expect(leads.closest('li')?.className).toContain('ant-menu-item-selected');
  });

  it("marks the item a nested page belongs to (a website's sections: Manage Websites)", async () => {
    renderAt('/dashboard/admin/websites/w1/sections', 'admin');
    await waitFor(() => expect(menuLinks()).toContain('Manage Websites'));
    // The website's own pages stay out of the menu.
    expect(menuLinks()).toEqual([...CLIENT_ITEMS, ...ADMIN_ITEMS]);
    expect(within(menu()).getByRole('link', { name: 'Manage Websites' }).closest('li')?.className).toContain('ant-menu-item-selected');
  });
});

describe('the breadcrumbs and the tab title come from the resources', () => {
  afterEach(() => cleanup());

  it('lead from a record to its list, named after the record', async () => {
    renderAt('/dashboard/admin/orders/o1', 'admin', 'Order: Growth package');
    const trail = await waitFor(() => {
      const nav = breadcrumb();
      expect(nav).not.toBeNull();
      return nav!;
    });
    expect(within(trail).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/dashboard/admin/orders');
    expect(within(trail).getByText('Order: Growth package')).toBeTruthy();
    expect(trail.textContent).not.toContain('Show');
    await waitFor(() => expect(document.title).toBe('Order: Growth package · Orders · Dashboard'));
  });

  it("lead from a website's sections up to the websites", async () => {
    renderAt('/dashboard/admin/websites/w1/sections', 'admin');
    const trail = await waitFor(() => breadcrumb()!);
    expect(within(trail).getByRole('link', { name: 'Manage Websites' }).getAttribute('href')).toBe('/dashboard/admin/websites');
    expect(trail.textContent).toContain('Content Sections');
    await waitFor(() => expect(document.title).toBe('Content Sections · Dashboard'));
  });

  it("name the website a website's own page belongs to, as a step up to it", async () => {
    renderAt('/dashboard/admin/websites/w1/sections', 'admin', undefined, { name: 'Keys Dive Shop', href: '/dashboard/admin/websites/w1' });
    const trail = await waitFor(() => {
      const nav = breadcrumb();
      expect(nav?.textContent).toContain('Keys Dive Shop');
      return nav!;
    });
    expect(within(trail).getByRole('link', { name: 'Keys Dive Shop' }).getAttribute('href')).toBe('/dashboard/admin/websites/w1');
    expect(within(trail).getByRole('link', { name: 'Manage Websites' }).getAttribute('href')).toBe('/dashboard/admin/websites');
    expect(trail.textContent).toMatch(/Manage Websites.*Keys Dive Shop.*Content Sections$/);
    await waitFor(() => expect(document.title).toBe('Content Sections · Keys Dive Shop · Dashboard'));
  });

  it('are left out on a list, which has nowhere to go up to', async () => {
    renderAt('/dashboard/admin/communications', 'admin');
    await waitFor(() => expect(document.title).toBe('Communications · Dashboard'));
    expect(breadcrumb()).toBeNull();
  });
});
