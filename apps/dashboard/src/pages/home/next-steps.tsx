import { Typography } from 'antd';
import { CheckCircleOutlined, CloudServerOutlined, FormOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { BillingDto } from '@fw/shared-api-types';
import { useApiGet } from '../../lib/use-api';
import { Panel } from '../../components/notice';
import { CompleteHostingSetup, pendingHostingText } from '../../components/billing/hosting-setup';
import { QuestionnaireStatus } from './questionnaire-status';

function Step({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <li style={{ display: 'flex', gap: 12, padding: '12px 0', borderTop: '1px solid #f0f0f0' }}>
      <span aria-hidden style={{ fontSize: 20, lineHeight: 1.2 }}>
        {icon}
      </span>
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong>{title}</Typography.Text>
        <div>{children}</div>
      </div>
    </li>
  );
}

/**
 * After a purchase: the steps that wait for the buyer. The hosting renewal when it was skipped or
 * lost on the way (a paid package without it), the questionnaire, and where billing lives. Shown
 * only to clients with a paid package.
 */
export function NextSteps() {
  const billing = useApiGet<BillingDto>('/my/billing', { silent: true });
  const data = billing.data;
  if (!data || !data.orders.some((order) => order.kind === 'package')) return null;
  const renewal = data.subscriptions.find((s) => s.status !== 'canceled');
  return (
    <div style={{ marginBottom: 24 }}>
      <Panel title="Next steps">
        <ul aria-label="Next steps" style={{ listStyle: 'none', margin: '-12px 0', padding: 0 }}>
          {data.pending_hosting.map((pending) => (
            <Step key={pending.package_order_id} icon={<CloudServerOutlined />} title="Set up your hosting renewal">
              <Typography.Paragraph style={{ margin: '4px 0 8px' }}>{pendingHostingText(pending)}</Typography.Paragraph>
              <CompleteHostingSetup pending={pending} />
            </Step>
          ))}
          {renewal ? (
            <Step icon={<CheckCircleOutlined />} title="Hosting renewal is set up">
              <Typography.Text type="secondary">
                See it, or cancel it, on your <Link to="/dashboard/billing">Billing</Link> page.
              </Typography.Text>
            </Step>
          ) : null}
          <Step icon={<FormOutlined />} title="Tell us about your business">
            <QuestionnaireStatus />
          </Step>
        </ul>
      </Panel>
    </div>
  );
}
