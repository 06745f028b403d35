import { useEffect } from 'react';
import { useResourceParams } from '@refinedev/core';
import type { MyWebsite } from '../../interfaces';
import { isAdminResource } from '../../config/resources';
import { useCurrentOwnerRecord, useCurrentRecordTitle } from '../../lib/record-title';
import { useApiGet } from '../../lib/use-api';

/**
 * The tab's title names the page, and on a client's pages their website:
 * "Edit Content · Sunshine Bakery · Dashboard" (WCAG 2.4.2), and on an admin's page of a
 * website that website: "Content Sections · Keys Dive Shop · Dashboard".
 */
export function DocumentTitle() {
  const { resource } = useResourceParams();
  const ownPage = resource !== undefined && !isAdminResource(resource.name);
  const site = useApiGet<MyWebsite>('/my/website', { enabled: ownPage, silent: true });
  const page = resource ? String(resource.meta?.label ?? resource.name) : 'Page not found';
  const record = useCurrentRecordTitle();
  const owner = useCurrentOwnerRecord();
  const title = [record, page === 'Dashboard' ? null : page, owner?.name, ownPage ? site.data?.website?.name : null, 'Dashboard'].filter(Boolean).join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
