import type { ReactNode } from 'react';
import { Button, Col, Row, Skeleton, Typography } from 'antd';
import { AlertOutlined, AuditOutlined, ClockCircleOutlined, ContactsOutlined, FormOutlined, MailOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { AdminOverviewDto, OverviewCardDto } from '@fw/shared-api-types';
import { useGetIdentity } from '@refinedev/core';
import type { Me } from '../../providers/session';
import { useApiGet } from '../../lib/use-api';
import { Notice, Panel } from '../../components/notice';
import { PageHeader } from '../../components/page-header';

/** Each card: what it counts, and the list (with the card's filters) it opens. */
const CARDS: Record<OverviewCardDto['key'], { title: string; hint: string; list: string; icon: ReactNode }> = {
  new_questionnaires: { title: 'New questionnaires', hint: 'Submitted in the last 7 days', list: '/dashboard/admin/submissions', icon: <FormOutlined /> },
  abandoned_drafts: {
    title: 'Abandoned drafts',
    hint: 'Questionnaires untouched for more than 3 days',
    list: '/dashboard/admin/drafts',
    icon: <ClockCircleOutlined />,
  },
  new_leads: { title: 'New contact messages', hint: 'Leads not answered yet', list: '/dashboard/admin/leads', icon: <ContactsOutlined /> },
  orders_waiting_for_build: {
    title: 'Paid orders waiting for a build',
    hint: 'Paid packages whose client has no website yet',
    list: '/dashboard/admin/orders',
    icon: <ShoppingCartOutlined />,
  },
  failed_emails: {
    title: 'E-mails that failed',
    hint: 'Not delivered; retry them in Communications',
    list: '/dashboard/admin/communications',
    icon: <MailOutlined />,
  },
  reviews_waiting: { title: 'Changes to review', hint: 'Sent by clients for review, oldest first', list: '/dashboard/admin/reviews', icon: <AuditOutlined /> },
  renewals_due: { title: 'Renewals due', hint: 'Hosting renewals charged in the next 30 days', list: '/dashboard/admin/orders', icon: <AlertOutlined /> },
};

export const overviewHref = (card: OverviewCardDto) => `${CARDS[card.key].list}?${new URLSearchParams(card.filters)}`;

/** The admin's landing page: the work waiting, each line opening its filtered list. */
export default function AdminHomePage() {
  const { data: me } = useGetIdentity<Me>();
  const overview = useApiGet<AdminOverviewDto>('/admin/overview');
  return (
    <div>
      <PageHeader title={`Welcome back, ${me?.full_name || 'User'}!`} subtitle="Here is the work waiting for you. Each card opens its list." />
      {overview.isLoading ? (
        <Skeleton active />
      ) : overview.error || !overview.data ? (
        <Notice title="The overview could not be loaded">
          <p>Please try again in a moment.</p>
          <Button onClick={() => void overview.refetch()}>Try again</Button>
        </Notice>
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label="Work waiting">
          {overview.data.cards.map((card) => {
            const meta = CARDS[card.key];
            return (
              <Col key={card.key} xs={24} md={12} xl={8} role="listitem">
                <Link to={overviewHref(card)} style={{ display: 'block', height: '100%', color: 'inherit' }}>
                  <Panel style={{ height: '100%' }}>
                    <Typography.Text type="secondary">
                      <span aria-hidden>{meta.icon}</span> {meta.title}
                    </Typography.Text>
                    <div style={{ fontSize: 32, fontWeight: 600, lineHeight: 1.3, color: card.count ? '#0f172a' : '#595959' }}>{card.count}</div>
                    <Typography.Text type="secondary">{meta.hint}</Typography.Text>
                  </Panel>
                </Link>
              </Col>
            );
          })}
        </Row>
      )}
    </div>
  );
}
