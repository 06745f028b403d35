import { Tooltip } from 'antd';
import type { Client } from '../../interfaces';
import { StatusTag } from '../../components/status-tag';

const WEBSITE: Record<NonNullable<Client['website_state']>, { label: string; tone: 'success' | 'warning' | 'neutral' }> = {
  live: { label: 'Live', tone: 'success' },
  waiting_for_build: { label: 'Waiting for build', tone: 'warning' },
  none: { label: 'No website', tone: 'neutral' },
};

/** The client's website, in words. */
export function WebsiteStateTag({ state }: { state: Client['website_state'] }) {
  const shown = WEBSITE[state ?? 'none'];
  return <StatusTag tone={shown.tone}>{shown.label}</StatusTag>;
}

/** E-mail health: how many e-mails to the client's address could not be delivered. */
export function EmailHealthTag({ failed }: { failed: number | undefined }) {
  if (!failed) return <StatusTag tone="success">OK</StatusTag>;
  return (
    <Tooltip title="Emails to this address that could not be delivered: check the address in Communications">
      <span>
        <StatusTag tone="error">{failed === 1 ? '1 bounced' : `${failed} bounced`}</StatusTag>
      </span>
    </Tooltip>
  );
}
