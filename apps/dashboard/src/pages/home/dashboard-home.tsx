import { useState, type ReactNode } from 'react';
import type { MyProjectDto } from '@fw/shared-api-types';
import { useGetIdentity } from '@refinedev/core';
import { Col, Empty, Row, Skeleton, Typography } from 'antd';
import { CalendarOutlined, GlobalOutlined, LayoutOutlined } from '@ant-design/icons';
import type { Me } from '../../providers/session';
import type { Activity, MyWebsite } from '../../interfaces';
import { useApiGet } from '../../lib/use-api';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { Notice, Panel } from '../../components/notice';
import { LiveSiteLink } from '../../components/live-site-link';
import { NextSteps } from './next-steps';
import { Onboarding } from './onboarding';
import { ProjectStatus } from './project-status';

function StatCard({ icon, title, value, hint, extra }: { icon: ReactNode; title: string; value: string; hint?: string; extra?: ReactNode }) {
  return (
    <Panel style={{ height: '100%' }}>
      <Typography.Text type="secondary">
        {icon} {title}
      </Typography.Text>
      <div style={{ margin: '8px 0 0', fontSize: 24, fontWeight: 600, lineHeight: 1.35, overflowWrap: 'anywhere' }}>{value}</div>
      {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
      {extra ? <div style={{ marginTop: 4 }}>{extra}</div> : null}
    </Panel>
  );
}

export function DashboardHomePage() {
  const { dateTime: formatDateTime, date: formatDate } = useZonedDates();
  const { data: me } = useGetIdentity<Me>();
  const site = useApiGet<MyWebsite>('/my/website');
  const activity = useApiGet<Activity[]>('/my/activity');
  const loaded = useApiGet<MyProjectDto>('/my/project', { silent: true });
  const [saved, setSaved] = useState<MyProjectDto | null>(null);
  const project = saved ?? loaded.data ?? null;
  const website = site.data?.website ?? null;
  const recent = (activity.data ?? []).slice(0, 5);
  const name = saved?.full_name || me?.full_name;

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {name ? `Welcome back, ${name}!` : 'Welcome!'}
      </Typography.Title>
      <Typography.Paragraph type="secondary">Here&apos;s an overview of your website.</Typography.Paragraph>

      {project?.onboarding_needed ? (
        <Onboarding
          project={project}
          onDone={(done) => {
            setSaved(done);
            void site.refetch();
          }}
        />
      ) : null}
      {project ? <ProjectStatus project={project} /> : null}

      <NextSteps />

      {site.isLoading ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
          <Col xs={24} md={8}>
            <StatCard
              icon={<GlobalOutlined />}
              title="Website"
              value={website?.name || 'Not Set Up'}
              hint={website?.domain || 'No domain configured'}
              extra={<LiveSiteLink url={website?.site_url} />}
            />
          </Col>
          <Col xs={24} md={8}>
            <StatCard icon={<LayoutOutlined />} title="Template" value={website?.template || 'Default'} />
          </Col>
          <Col xs={24} md={8}>
            <StatCard icon={<CalendarOutlined />} title="Last Updated" value={formatDate(website?.updated_at, 'Never')} />
          </Col>
        </Row>
      )}

      {!site.isLoading && !site.error && !website ? (
        <div style={{ marginBottom: 24 }}>
          <Notice dashed title="No Website Configured">
            {/* A client who signed up alone has nobody to contact yet: the status card says what to do. */}
            Your website hasn&apos;t been set up yet. Choose a package, or tell us about your business with the questionnaire, and we will take it from there.
          </Notice>
        </div>
      ) : null}

      <Panel title="Recent Activity">
        {activity.isLoading ? (
          <Skeleton active />
        ) : recent.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recent activity" />
        ) : (
          <ul aria-label="Recent Activity" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {recent.map((item, index) => (
              <li key={item.id} style={{ padding: '12px 0', borderTop: index ? '1px solid #f0f0f0' : undefined }}>
                <div style={{ fontWeight: 500 }}>{item.action}</div>
                <Typography.Text type="secondary">{formatDateTime(item.created_at)}</Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
