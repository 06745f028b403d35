import { useCan, useMenu, type TreeMenuItem } from '@refinedev/core';
import { Menu, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { ADMIN_GROUP } from '../../config/resources';

type Item = NonNullable<MenuProps['items']>[number];

/**
 * Keys are resource paths ("/admin/websites/sections"): a page that is not in the menu itself
 * (a website's sections) marks the item it belongs to (Manage Websites).
 */
const withAncestors = (key: string): string[] =>
  key
    .split('/')
    .map((_, index, parts) => parts.slice(0, index + 1).join('/'))
    .filter(Boolean);

/** The side menu, from the Refine resources: the client's pages, then the "Admin" group for those allowed it. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { menuItems, selectedKey } = useMenu();
  const { data: adminAccess } = useCan({ resource: ADMIN_GROUP, action: 'list' });
  const toItem = (item: TreeMenuItem): Item =>
    item.route === undefined
      ? { type: 'group', key: item.key, label: item.label, children: item.children.map(toItem) }
      : {
          key: item.key,
          icon: item.icon,
          label: (
            <Link to={item.route ?? '/dashboard'} onClick={onNavigate}>
              {item.label}
            </Link>
          ),
        };
  const items = menuItems.filter((item) => item.name !== ADMIN_GROUP || adminAccess?.can).map(toItem);
  return (
    <nav aria-label="Dashboard" style={{ flex: 1, overflowY: 'auto' }}>
      <Menu mode="inline" selectedKeys={withAncestors(selectedKey)} items={items} style={{ borderInlineEnd: 'none' }} />
    </nav>
  );
}
