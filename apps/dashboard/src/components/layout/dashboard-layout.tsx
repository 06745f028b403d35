import { useEffect, useState, type ReactNode } from 'react';
import { useGetIdentity, useInvalidateAuthStore, useLogout, useWarnAboutChange } from '@refinedev/core';
import { Button, Drawer, Layout, Typography } from 'antd';
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { brand } from '../../config/brand';
import { BrandLogo } from '../brand-logo';
import { onAuthEvent, type Me } from '../../providers/session';
import { rememberDashboardUser } from '../../pages/auth/return-path';
import { leaveWithoutAsking, UNSAVED_CHANGES_WARNING } from '../unsaved-changes-guard';
import { SessionEndedDialog } from '../session-ended-dialog';
import { ActingAsBanner } from '../../acting-as/acting-as-banner';
import { PageBreadcrumb } from './page-breadcrumb';
import { SideMenu } from './side-menu';
import { DocumentTitle } from './document-title';

const WIDE_QUERY = '(min-width: 992px)';
const SIDER_WIDTH = 248;

function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(WIDE_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(WIDE_QUERY);
    const update = () => setWide(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return wide;
}

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const { data: identity } = useGetIdentity<Me>();
  const { mutate: logout, isPending: loggingOut } = useLogout();
  const { warnWhen } = useWarnAboutChange();
  // Logout leaves the page: ask before the session ends, not after (the sign-in page follows without asking).
  const logoutAsked = () => {
    if (warnWhen && !window.confirm(UNSAVED_CHANGES_WARNING)) return;
    logout();
  };
  // Who is signed in on this tab: a later sign-in here returns to ?to= only for the same user.
  useEffect(() => {
    if (identity?.id) rememberDashboardUser(identity.id);
  }, [identity?.id]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <SideMenu onNavigate={onNavigate} />
      <div style={{ padding: 16, borderTop: '1px solid #f0f0f0' }}>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          Signed in as
        </Typography.Text>
        <Typography.Text data-testid="user-email" ellipsis style={{ display: 'block', marginBottom: 12 }}>
          {identity?.email}
        </Typography.Text>
        <Button block icon={<LogoutOutlined />} loading={loggingOut} onClick={logoutAsked}>
          Logout
        </Button>
      </div>
    </div>
  );
}

function Brand() {
  return (
    <Link to="/dashboard" style={{ display: 'flex', alignItems: 'center', gap: 10, color: 'inherit' }}>
      <BrandLogo />
      <span style={{ fontWeight: 700, fontSize: 17, lineHeight: 1.2 }}>{brand.name}</span>
    </Link>
  );
}

const MAIN_ID = 'main-content';

/** The first thing Tab reaches: jumps past the menu to the page (WCAG 2.4.1). */
function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // Focus the page without a hash navigation (the router would treat it as a new location).
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}

/** Sidebar on wide screens, top bar with a slide-out menu on narrow ones. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const wide = useWideScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();

  // Signed out (here or in another tab): back to the sign-in page. A session the server ended is
  // not this: the SessionEndedDialog signs the person in again over the page they are on.
  useEffect(
    () =>
      onAuthEvent((event) => {
        if (event === 'signed-out') {
          leaveWithoutAsking();
          navigate('/auth', { replace: true });
        }
        if (event === 'user-updated') void invalidateAuth();
      }),
    [navigate, invalidateAuth],
  );

  // One tree for both widths, so the page (and whatever is typed into it) stays mounted when the
  // window crosses the breakpoint: a resize or a tablet turning must not reset an open form.
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <DocumentTitle />
      <SessionEndedDialog />
      {wide ? (
        <Layout.Sider
          width={SIDER_WIDTH}
          theme="light"
          style={{ position: 'fixed', insetBlock: 0, insetInlineStart: 0, borderInlineEnd: '1px solid #f0f0f0', overflow: 'hidden' }}
        >
          <div style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
            <div style={{ padding: '20px 24px' }}>
              <Brand />
            </div>
            <div style={{ flex: 1, minHeight: 0 }}>
              <Navigation />
            </div>
          </div>
        </Layout.Sider>
      ) : null}
      <Layout style={wide ? { marginInlineStart: SIDER_WIDTH } : undefined}>
        {wide ? null : (
          <Layout.Header
            style={{
              position: 'sticky',
              top: 0,
              zIndex: 10,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              background: '#fff',
              paddingInline: 16,
              borderBottom: '1px solid #f0f0f0',
            }}
          >
            <Brand />
            <Button type="text" aria-label="Open menu" aria-expanded={drawerOpen} icon={<MenuOutlined />} onClick={() => setDrawerOpen(true)} />
          </Layout.Header>
        )}
        <Drawer
          placement="left"
          width={SIDER_WIDTH + 32}
          open={!wide && drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={<Brand />}
          styles={{ body: { padding: 0 } }}
        >
          <Navigation onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
        <ActingAsBanner />
        <Layout.Content id={MAIN_ID} tabIndex={-1} style={wide ? { padding: 32, width: '100%', outline: 'none' } : { padding: 16, outline: 'none' }}>
          <PageBreadcrumb />
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
