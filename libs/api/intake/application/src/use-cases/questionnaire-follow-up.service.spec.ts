import { InMemoryIntake } from '../testing/in-memory-intake';
import { QuestionnaireFollowUpService } from './questionnaire-follow-up.service';
import { QuestionnaireService } from './questionnaire.service';

const DAY = 86_400_000;

describe('questionnaire follow-up', () => {
  let intake: InMemoryIntake;
  let service: QuestionnaireService;
  let followUp: QuestionnaireFollowUpService;
  const noLimit = async () => undefined;

  beforeEach(() => {
    intake = new InMemoryIntake();
    service = new QuestionnaireService(intake.repository, intake.uow, intake.settings);
    followUp = new QuestionnaireFollowUpService(intake.repository, intake.uow, intake.outbox, intake.settings);
  });

  const start = (answers: Record<string, unknown> = { businessName: 'Sunny Bakery', businessEmail: 'owner@sunny.example' }) =>
    service.create({ answers, currentStep: 3 }, null);
  const tokenIn = (url: string) => decodeURIComponent(new URL(url).searchParams.get('resume')!.split('.')[1]);

  describe('e-mailing the resume link', () => {
    it('sends the link with the presented token to the saved business e-mail, and nothing typed', async () => {
      const { submission, resumeToken } = await start();
      await followUp.emailResumeLink(submission.id, resumeToken, noLimit);
      expect(intake.mails).toHaveLength(1);
      const [mail] = intake.mails;
      expect(mail).toMatchObject({ template: 'questionnaire-resume-link', to: 'owner@sunny.example', submissionId: submission.id });
      expect(mail.data).toEqual({ resumeUrl: `https://fw.example/start?resume=${submission.id}.${resumeToken}`, expiryDays: 90 });
      expect(JSON.stringify(mail.data)).not.toContain('Sunny');
    });

    it('needs the resume token: a wrong or missing one is 404 and sends nothing', async () => {
      const { submission } = await start();
      await expect(followUp.emailResumeLink(submission.id, undefined, noLimit)).rejects.toMatchObject({ code: 'INTAKE.SUBMISSION_NOT_FOUND' });
      await expect(followUp.emailResumeLink(submission.id, 'guess', noLimit)).rejects.toMatchObject({ code: 'INTAKE.SUBMISSION_NOT_FOUND' });
      expect(intake.mails).toEqual([]);
    });

    it('asks for a business e-mail first (400 naming business_email)', async () => {
      const { submission, resumeToken } = await start({ businessName: 'No Mail' });
      await expect(followUp.emailResumeLink(submission.id, resumeToken, noLimit)).rejects.toMatchObject({
        code: 'INTAKE.NO_BUSINESS_EMAIL',
        details: { fields: { business_email: ['business_email is required'] } },
      });
    });

    it('queues nothing when the rate limit refuses', async () => {
      const { submission, resumeToken } = await start();
      const seen: string[] = [];
      const limit = async (recipient: string) => {
        seen.push(recipient);
        throw new Error('limited');
      };
      await expect(followUp.emailResumeLink(submission.id, resumeToken, limit)).rejects.toThrow('limited');
      expect(seen).toEqual(['owner@sunny.example']);
      expect(intake.mails).toEqual([]);
    });

    it('refuses a submitted questionnaire (409)', async () => {
      const { submission, resumeToken } = await start();
      intake.committed.get(submission.id)!.status = 'completed';
      await expect(followUp.emailResumeLink(submission.id, resumeToken, noLimit)).rejects.toMatchObject({ code: 'INTAKE.NOT_A_DRAFT' });
    });
  });

  describe('admin reminders', () => {
    it('e-mails a fresh link that opens the draft; the visitor’s own token keeps working', async () => {
      const { submission, resumeToken } = await start();
      const now = new Date();
      const updated = await followUp.sendReminder(submission.id, 'admin-1', now);
      expect(updated).toMatchObject({ remindersSent: 1, lastReminderAt: now });
      const [mail] = intake.mails;
      expect(mail).toMatchObject({
        template: 'questionnaire-reminder',
        to: 'owner@sunny.example',
        submissionId: submission.id,
        metadata: { source: 'questionnaire-reminder', sentBy: 'admin-1' },
      });
      expect(Object.keys(mail.data).sort()).toEqual(['expiryDays', 'resumeUrl']);
      const fresh = tokenIn((mail.data as { resumeUrl: string }).resumeUrl);
      expect(fresh).not.toBe(resumeToken);
      await expect(service.get(submission.id, { resumeToken: fresh })).resolves.toMatchObject({ businessName: 'Sunny Bakery' });
      await expect(service.get(submission.id, { resumeToken })).resolves.toMatchObject({ businessName: 'Sunny Bakery' });
    });

    it('allows one reminder per draft per interval (429 with the wait), and the next one replaces the previous link', async () => {
      const { submission } = await start();
      const t0 = new Date();
      await followUp.sendReminder(submission.id, 'admin-1', t0);
      const first = tokenIn((intake.mails[0].data as { resumeUrl: string }).resumeUrl);
      const inAnHour = new Date(t0.getTime() + 3_600_000);
      const refused = followUp.sendReminder(submission.id, 'admin-1', inAnHour);
      await expect(refused).rejects.toMatchObject({ kind: 'rate_limited', code: 'INTAKE.REMINDER_TOO_SOON', retryAfterSeconds: 23 * 3600 });
      expect(intake.mails).toHaveLength(1);
      await followUp.sendReminder(submission.id, 'admin-1', new Date(t0.getTime() + 24 * 3_600_000));
      expect(intake.committed.get(submission.id)!.remindersSent).toBe(2);
      const second = tokenIn((intake.mails[1].data as { resumeUrl: string }).resumeUrl);
      await expect(service.get(submission.id, { resumeToken: second })).resolves.toBeDefined();
      await expect(service.get(submission.id, { resumeToken: first })).rejects.toMatchObject({ code: 'INTAKE.SUBMISSION_NOT_FOUND' });
    });

    it('refuses submitted and expired questionnaires (409) and drafts without an e-mail (400)', async () => {
      const done = await start();
      intake.committed.get(done.submission.id)!.status = 'completed';
      await expect(followUp.sendReminder(done.submission.id, 'a')).rejects.toMatchObject({ code: 'INTAKE.NOT_A_DRAFT' });
      const expired = await start();
      intake.committed.get(expired.submission.id)!.status = 'expired';
      await expect(followUp.sendReminder(expired.submission.id, 'a')).rejects.toMatchObject({ code: 'INTAKE.NOT_A_DRAFT' });
      const idle = await start();
      intake.committed.get(idle.submission.id)!.updatedAt = new Date(Date.now() - 91 * DAY);
      await expect(followUp.sendReminder(idle.submission.id, 'a')).rejects.toMatchObject({ code: 'INTAKE.NOT_A_DRAFT' });
      const noMail = await start({ businessName: 'X' });
      await expect(followUp.sendReminder(noMail.submission.id, 'a')).rejects.toMatchObject({ code: 'INTAKE.NO_BUSINESS_EMAIL' });
      expect(intake.mails).toEqual([]);
    });
  });

  describe('expiry', () => {
    it('refuses the resume links of a draft idle for the configured days, swept or not', async () => {
      const idle = await start();
      intake.committed.get(idle.submission.id)!.updatedAt = new Date(Date.now() - 90 * DAY - 1000);
      await expect(service.get(idle.submission.id, { resumeToken: idle.resumeToken })).rejects.toMatchObject({
        code: 'INTAKE.DRAFT_EXPIRED',
        message: expect.stringContaining('90 days'),
      });
      await expect(service.save(idle.submission.id, { answers: { industry: 'x' } }, { resumeToken: idle.resumeToken })).rejects.toMatchObject({
        code: 'INTAKE.DRAFT_EXPIRED',
      });
      await expect(followUp.emailResumeLink(idle.submission.id, idle.resumeToken, noLimit)).rejects.toMatchObject({ code: 'INTAKE.DRAFT_EXPIRED' });

      const swept = await start();
      intake.committed.get(swept.submission.id)!.status = 'expired';
      await expect(service.get(swept.submission.id, { resumeToken: swept.resumeToken })).rejects.toMatchObject({ code: 'INTAKE.DRAFT_EXPIRED' });
      // Without the token, nobody learns that it exists.
      await expect(service.get(swept.submission.id, { resumeToken: 'guess' })).rejects.toMatchObject({ code: 'INTAKE.SUBMISSION_NOT_FOUND' });

      const recent = await start();
      intake.committed.get(recent.submission.id)!.updatedAt = new Date(Date.now() - 89 * DAY);
      await expect(service.get(recent.submission.id, { resumeToken: recent.resumeToken })).resolves.toBeDefined();
    });
  });
});
