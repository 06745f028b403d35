import { Button, Empty, Skeleton, Typography } from 'antd';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { SiteLead } from '../../interfaces';
import { useApiGet } from '../../lib/use-api';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/notice';

/** The client's leads: what visitors sent through the contact form of their website, newest first. */
export default function MessagesPage() {
  const { dateTime: formatDateTime } = useZonedDates();
  const leads = useApiGet<SiteLead[]>('/my/leads');
  return (
    <div>
      <PageHeader title="Messages" subtitle="What visitors sent through the contact form of your website. Each one was also e-mailed to you." />
      <Panel>
        {leads.isLoading ? (
          <Skeleton active />
        ) : leads.error ? (
          <Button onClick={() => void leads.refetch()}>Try again</Button>
        ) : !leads.data?.length ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No messages yet" />
        ) : (
          <ul aria-label="Messages" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {leads.data.map((lead, index) => (
              <li key={lead.id} data-testid="site-lead" style={{ padding: '16px 0', borderTop: index ? '1px solid #f0f0f0' : undefined }}>
                <Typography.Text strong>{lead.name}</Typography.Text> <Typography.Text type="secondary">{formatDateTime(lead.created_at)}</Typography.Text>
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', margin: '4px 0 8px' }}>
                  <a href={`mailto:${lead.email}`} style={{ overflowWrap: 'anywhere' }}>
                    <MailOutlined aria-hidden /> {lead.email}
                  </a>
                  {lead.phone ? (
                    <a href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`}>
                      <PhoneOutlined aria-hidden /> {lead.phone}
                    </a>
                  ) : null}
                </div>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>{lead.message}</Typography.Paragraph>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
