import { Button, Space, Steps, Tag, Typography } from 'antd';
import type { MyProjectDto } from '@fw/shared-api-types';
import { Panel } from '../../components/notice';

type Stage = MyProjectDto['stage'];

/** The four milestones a client sees, in order; `not_started` comes before the first. */
const MILESTONES: Array<{ stage: Exclude<Stage, 'not_started'>; title: string }> = [
  { stage: 'paid', title: 'Paid' },
  { stage: 'questionnaire_received', title: 'Questionnaire received' },
  { stage: 'in_design', title: 'In design' },
  { stage: 'live', title: 'Live' },
];

/** What comes next at each stage, and from whom. */
const NEXT: Record<Stage, { who: 'you' | 'us'; title: string; text: string; action?: { label: string; href: string } }> = {
  not_started: {
    who: 'you',
    title: 'Choose your website package',
    text: 'Pick a package to get started. You can also tell us about your business first with our short questionnaire.',
    action: { label: 'See Pricing', href: '/pricing' },
  },
  paid: {
    who: 'you',
    title: 'Tell us about your business',
    text: 'Fill in the short website questionnaire (7 steps): your goals, style and pages. We start designing as soon as it is in.',
    action: { label: 'Start Your Questionnaire', href: '/start' },
  },
  questionnaire_received: {
    who: 'us',
    title: 'We review your answers',
    text: 'We review your questionnaire within 1 business day and e-mail you to schedule a short kickoff call.',
  },
  in_design: {
    who: 'us',
    title: 'We are designing your website',
    text: 'Your pages are being built. We will send you a preview to review before anything goes live.',
  },
  live: {
    who: 'you',
    title: 'Keep your website up to date',
    text: 'Your website is live. Edit its text and write blog posts from this dashboard whenever you like.',
  },
};

/** Where the client's project stands (paid, questionnaire received, in design, live) and what comes next, from whom. */
export function ProjectStatus({ project }: { project: MyProjectDto }) {
  const reached = MILESTONES.findIndex((m) => m.stage === project.stage);
  const next = NEXT[project.stage];
  return (
    <div style={{ marginBottom: 24 }}>
      <Panel title="Your website project">
        <Steps
          size="small"
          responsive
          current={reached}
          status={project.stage === 'live' ? 'finish' : 'process'}
          items={MILESTONES.map((m) => ({ title: m.title }))}
          aria-label="Project status"
          style={{ marginBottom: 16 }}
        />
        <section aria-label="What comes next">
          <Space size={8} wrap style={{ marginBottom: 4 }}>
            <Typography.Text strong>Next: {next.title}</Typography.Text>
            <Tag color={next.who === 'you' ? 'blue' : 'green'}>{next.who === 'you' ? 'Your turn' : 'Our turn'}</Tag>
          </Space>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
            {next.text}
          </Typography.Paragraph>
          {next.action ? (
            <Space wrap>
              <Button type="primary" href={next.action.href}>
                {next.action.label}
              </Button>
              {project.stage === 'not_started' ? <Button href="/start">Start Your Questionnaire</Button> : null}
            </Space>
          ) : null}
        </section>
      </Panel>
    </div>
  );
}
