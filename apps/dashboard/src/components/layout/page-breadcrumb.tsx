import { useBreadcrumb } from '@refinedev/core';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { useCurrentOwnerRecord, useCurrentRecordTitle } from '../../lib/record-title';

/**
 * The way up from a record or a nested page ("Admin / Orders / Order: Growth package"), from the
 * Refine resources, with the record a nested page belongs to as a step of its own ("… / Manage
 * Websites / Keys Dive Shop / Content Sections"). A top-level list has nowhere to go up to, so it
 * shows none.
 */
export function PageBreadcrumb() {
  const { breadcrumbs } = useBreadcrumb();
  const record = useCurrentRecordTitle();
  const owner = useCurrentOwnerRecord();
  if (!breadcrumbs.slice(0, -1).some((crumb) => crumb.href)) return null;
  const steps = owner ? [...breadcrumbs.slice(0, -1), { label: owner.name, href: owner.href }, ...breadcrumbs.slice(-1)] : breadcrumbs;
  const last = steps.length - 1;
  const items = steps.map((crumb, index) => {
    // Refine names the last step after the action ("Show"); the record's own name says more.
    const label = index === last && record && crumb.href === undefined ? record : crumb.label;
    return { key: `${index}`, title: crumb.href && index < last ? <Link to={crumb.href}>{label}</Link> : label };
  });
  return <Breadcrumb aria-label="Breadcrumb" items={items} style={{ marginBottom: 12 }} />;
}
