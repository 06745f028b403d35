import { useGetIdentity } from '@refinedev/core';
import { Card, Col, Empty, List, Row, Skeleton, Typography } from 'antd';
import { CalendarOutlined, GlobalOutlined, LayoutOutlined } from '@ant-design/icons';
import type { Me } from '../../providers/session';
import type { Activity, MyWebsite } from '../../interfaces';
import { useApiGet } from '../../lib/use-api';
import { formatDate, formatDateTime } from '../../lib/format';

function StatCard({ icon, title, value, hint }: { icon: React.ReactNode; title: string; value: string; hint?: string }) {
  return (
    <Card style={{ height: '100%' }}>
      <Typography.Text type="secondary">
        {icon} {title}
      </Typography.Text>
      <Typography.Title level={3} style={{ margin: '8px 0 0' }}>
        {value}
      </Typography.Title>
      {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
    </Card>
  );
}

export function DashboardHomePage() {
  const { data: me } = useGetIdentity<Me>();
  const site = useApiGet<MyWebsite>('/my/website');
  const activity = useApiGet<Activity[]>('/my/activity');
  const website = site.data?.website ?? null;
  const recent = (activity.data ?? []).slice(0, 5);

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Welcome back, {me?.full_name || 'User'}!
      </Typography.Title>
      <Typography.Paragraph type="secondary">Here&apos;s an overview of your website.</Typography.Paragraph>

      {site.isLoading ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
          <Col xs={24} md={8}>
            <StatCard icon={<GlobalOutlined />} title="Website" value={website?.name || 'Not Set Up'} hint={website?.domain || 'No domain configured'} />
          </Col>
          <Col xs={24} md={8}>
            <StatCard icon={<LayoutOutlined />} title="Template" value={website?.template || 'Default'} />
          </Col>
          <Col xs={24} md={8}>
            <StatCard icon={<CalendarOutlined />} title="Last Updated" value={formatDate(website?.updated_at, 'Never')} />
          </Col>
        </Row>
      )}

      {!site.isLoading && !website ? (
        <Card style={{ borderStyle: 'dashed', marginBottom: 24, textAlign: 'center' }}>
          <Typography.Title level={3}>No Website Configured</Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Your website hasn&apos;t been set up yet. Please contact your administrator to get started.
          </Typography.Paragraph>
        </Card>
      ) : null}

      <Card title="Recent Activity">
        {activity.isLoading ? (
          <Skeleton active />
        ) : recent.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recent activity" />
        ) : (
          <List
            aria-label="Recent Activity"
            dataSource={recent}
            renderItem={(item) => (
              <List.Item key={item.id}>
                <List.Item.Meta title={item.action} description={formatDateTime(item.created_at)} />
              </List.Item>
            )}
          />
        )}
      </Card>
    </div>
  );
}
