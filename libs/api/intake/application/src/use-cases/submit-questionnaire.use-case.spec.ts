import type { MailRequest } from '@fw/api-mail-application';
import { hashLinkToken } from '../resume-token';
import { InMemoryIntake } from '../testing/in-memory-intake';
import { QuestionnaireService } from './questionnaire.service';
import { SubmitQuestionnaireUseCase } from './submit-questionnaire.use-case';
import { SendContactMessageUseCase } from './send-contact-message.use-case';

const settings = { adminUrl: 'https://fw.example/dashboard/admin/submissions', draftExpiryDays: 90, uploadUrl: 'https://fw.example/start/upload' };

describe('questionnaire use cases', () => {
  let intake: InMemoryIntake;
  let service: QuestionnaireService;
  let submit: SubmitQuestionnaireUseCase;

  beforeEach(() => {
    intake = new InMemoryIntake();
    service = new QuestionnaireService(intake.repository, intake.uow, intake.settings);
    submit = new SubmitQuestionnaireUseCase(intake.repository, intake.uow, intake.outbox);
  });

  const start = () =>
    service.create(
      {
        answers: {
          businessName: 'Sunny',
          businessEmail: 'sun@example.com',
          industry: 'Food',
          mainGoal: 'Grow',
          targetAudience: 'Locals',
          desiredAction: 'Call',
        },
      },
      null,
    );

  it('needs the resume token or the owner', async () => {
    const { submission, resumeToken } = await start();
    await expect(service.get(submission.id, {})).rejects.toMatchObject({ code: 'INTAKE.SUBMISSION_NOT_FOUND' });
    await expect(service.get(submission.id, { resumeToken: 'guess' })).rejects.toMatchObject({ code: 'INTAKE.SUBMISSION_NOT_FOUND' });
    await expect(service.get(submission.id, { resumeToken })).resolves.toMatchObject({ businessName: 'Sunny' });
    const owned = await service.create({ answers: {} }, 'user-1');
    await expect(service.get(owned.submission.id, { userId: 'user-1' })).resolves.toBeDefined();
    await expect(service.get(owned.submission.id, { userId: 'user-2' })).rejects.toMatchObject({ code: 'INTAKE.SUBMISSION_NOT_FOUND' });
  });

  it("submits once, with the notification data the business needs and the visitor's upload link, kept as a hash", async () => {
    const { submission, resumeToken } = await start();
    const done = await submit.execute(submission.id, { answers: {} }, { resumeToken }, settings);
    expect(done.status).toBe('completed');
    expect(intake.mails).toEqual([
      expect.objectContaining({
        template: 'questionnaire-notification',
        to: 'business',
        submissionId: submission.id,
        data: {
          submissionId: submission.id,
          businessName: 'Sunny',
          businessEmail: 'sun@example.com',
          industry: 'Food',
          mainGoal: 'Grow',
          adminUrl: settings.adminUrl,
        },
      }),
      expect.objectContaining({ template: 'questionnaire-received', to: 'sun@example.com', submissionId: submission.id }),
    ]);
    const { uploadUrl, expiryDays } = (intake.mails[1] as Extract<MailRequest, { template: 'questionnaire-received' }>).data;
    const token = new URL(uploadUrl).searchParams.get('token')!;
    expect(uploadUrl).toBe(`${settings.uploadUrl}?token=${token}`);
    expect(expiryDays).toBe(14);
    const stored = intake.committed.get(submission.id)!;
    expect(stored.uploadTokenHash).toBe(hashLinkToken(token));
    expect(stored.acceptsUploads(new Date(Date.now() + 13 * 86_400_000))).toBe(true);
    expect(stored.acceptsUploads(new Date(Date.now() + 15 * 86_400_000))).toBe(false);

    await submit.execute(submission.id, { answers: { industry: 'Other' } }, { resumeToken }, settings);
    expect(intake.mails).toHaveLength(2);
    expect(intake.committed.get(submission.id)!.industry).toBe('Food');
    expect(intake.committed.get(submission.id)!.uploadTokenHash).toBe(hashLinkToken(token));
  });

  it('completes without the notification when enqueue throws', async () => {
    const { submission, resumeToken } = await start();
    intake.outbox.failWith = new Error('render failed');
    await expect(submit.execute(submission.id, { answers: {} }, { resumeToken }, settings)).resolves.toMatchObject({ status: 'completed' });
    expect(intake.committed.get(submission.id)!.status).toBe('completed');
    expect(intake.mails).toHaveLength(0);
  });

  it('completes without the notification when the commit with the e-mail fails', async () => {
    const { submission, resumeToken } = await start();
    intake.failNextCommitIf = (mails) => mails.length > 0;
    await expect(submit.execute(submission.id, { answers: { additionalNotes: 'Hi' } }, { resumeToken }, settings)).resolves.toMatchObject({
      status: 'completed',
    });
    expect(intake.committed.get(submission.id)).toMatchObject({ status: 'completed', additionalNotes: 'Hi' });
    expect(intake.mails).toHaveLength(0);
  });

  it('refuses to submit without the required answers, names each, and completes nothing', async () => {
    const { submission, resumeToken } = await service.create({ answers: { businessName: 'Half done', industry: '  ' } }, null);
    await expect(submit.execute(submission.id, { answers: { mainGoal: 'Grow' } }, { resumeToken }, settings)).rejects.toMatchObject({
      code: 'INTAKE.INCOMPLETE',
      details: {
        fields: {
          industry: ['industry is required'],
          business_email: ['business_email is required'],
          target_audience: ['target_audience is required'],
          desired_action: ['desired_action is required'],
        },
      },
    });
    expect(intake.committed.get(submission.id)).toMatchObject({ status: 'draft', mainGoal: null });
    expect(intake.mails).toHaveLength(0);
    const done = await submit.execute(
      submission.id,
      { answers: { industry: 'Food', businessEmail: 'half@example.com', mainGoal: 'Grow', targetAudience: 'Locals', desiredAction: 'Call' } },
      { resumeToken },
      settings,
    );
    expect(done.status).toBe('completed');
  });

  it('does not swallow client errors', async () => {
    const { submission, resumeToken } = await start();
    await expect(submit.execute(submission.id, { answers: {}, version: 99 }, { resumeToken }, settings)).rejects.toMatchObject({
      code: 'INTAKE.STALE_SUBMISSION',
    });
    await expect(submit.execute(submission.id, { answers: {} }, { resumeToken: 'nope' }, settings)).rejects.toMatchObject({
      code: 'INTAKE.SUBMISSION_NOT_FOUND',
    });
    expect(intake.committed.get(submission.id)!.status).toBe('draft');
  });

  it('contact: the lead and both e-mails, or none of them', async () => {
    const contact = new SendContactMessageUseCase(intake.uow, intake.outbox, intake.leads);
    await contact.execute({ name: ' Vi ', email: 'vi@example.com', subject: 'Hi', message: 'Hello' });
    expect(intake.mails.map((m) => [m.template, m.to, m.replyTo])).toEqual([
      ['contact-notification', 'business', 'vi@example.com'],
      ['contact-acknowledgement', 'vi@example.com', undefined],
    ]);
    const [lead] = [...intake.committedLeads.values()];
    expect(lead).toMatchObject({ name: 'Vi', email: 'vi@example.com', subject: 'Hi', message: 'Hello', status: 'new' });
    expect(intake.mails[0].metadata).toEqual({ source: 'contact-form', leadId: lead.id });
    // The acknowledgement to the unverified address carries nothing typed.
    expect(intake.mails[1].data).toEqual({});
    intake.failNextCommitIf = () => true;
    await expect(contact.execute({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' })).rejects.toThrow('commit failed');
    expect(intake.mails).toHaveLength(2);
    expect(intake.committedLeads.size).toBe(1);
  });
});
