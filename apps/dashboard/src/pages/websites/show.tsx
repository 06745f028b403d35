import { useOne } from '@refinedev/core';
import { Descriptions, Skeleton, Space } from 'antd';
import { HistoryOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import type { Website } from '../../interfaces';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { useRecordTitle } from '../../lib/record-title';
import { Notice, Panel } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { LiveSiteLink } from '../../components/live-site-link';
import { ownerLabel } from '../../components/owner-select';
import { LABEL_STYLE } from '../../components/billing/billing-panel';
import { BuildStatusTag, MarkBuiltButton } from './build-status';
import { DomainDnsButton, DomainStatusTag } from './domain-dns';

/** Admin → a website at its own URL: its owner (a link to the client), domain, build and review state. */
export default function WebsiteShow() {
  const { dateTime: formatDateTime } = useZonedDates();
  const { websiteId = '' } = useParams();
  const { query } = useOne<Website>({ resource: 'websites', id: websiteId, errorNotification: false });
  const website = query.data?.data;
  useRecordTitle(website ? website.name : null);
  return (
    <div>
      <PageHeader title={website ? website.name : 'Website'} subtitle="Website, its owner and its state" />
      {query.isLoading ? (
        <Skeleton active />
      ) : query.isError || !website ? (
        <Notice title="Website not found">This website does not exist or could not be loaded.</Notice>
      ) : (
        <Panel title="Website">
          <Descriptions labelStyle={LABEL_STYLE} size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="Owner">
              {website.owner ? <Link to={`/dashboard/admin/clients/${encodeURIComponent(website.owner.id)}`}>{ownerLabel(website.owner)}</Link> : 'Unassigned'}
            </Descriptions.Item>
            <Descriptions.Item label="Build status">
              {website.status === 'waiting_for_build' ? <BuildStatusTag website={website} /> : 'Built (live)'}
            </Descriptions.Item>
            <Descriptions.Item label="Domain">
              <Space wrap size={4}>
                {website.domain || 'No domain'}
                <DomainStatusTag website={website} />
                <LiveSiteLink url={website.site_url} />
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="Template">{website.template || 'Default'}</Descriptions.Item>
            <Descriptions.Item label="Review before publishing">{website.requires_review ? 'On' : 'Off'}</Descriptions.Item>
            <Descriptions.Item label="Updated">{formatDateTime(website.updated_at)}</Descriptions.Item>
          </Descriptions>
          <Space wrap style={{ marginTop: 12 }}>
            <MarkBuiltButton website={website} />
            <DomainDnsButton website={website} />
            <Link to={`/dashboard/admin/websites/${encodeURIComponent(website.id)}/sections`}>
              <UnorderedListOutlined /> Content sections
            </Link>
            <Link to={`/dashboard/admin/websites/${encodeURIComponent(website.id)}/history`}>
              <HistoryOutlined /> Change history
            </Link>
          </Space>
        </Panel>
      )}
    </div>
  );
}
