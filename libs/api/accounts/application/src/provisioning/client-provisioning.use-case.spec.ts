import { createAccountsTestKit } from '../testing/accounts-test-kit';
import { InMemoryClientQuestionnaires, InMemoryClientWebsites } from '../testing/in-memory-client-provisioning';
import { ClientProvisioningService } from './client-provisioning.service';

function setUp() {
  const kit = createAccountsTestKit();
  const websites = new InMemoryClientWebsites();
  const questionnaires = new InMemoryClientQuestionnaires();
  const provisioning = new ClientProvisioningService(kit.invitations, websites, questionnaires, kit.uow);
  return { kit, websites, questionnaires, provisioning };
}

const form = {
  email: 'owner@example.com',
  fullName: 'Ann Owner',
  websiteName: 'Ann Bakery',
  sections: [{ key: 'tagline', type: 'text', value: 'Fresh bread' }],
};

describe('ClientProvisioningService', () => {
  it('turns a paid package of a new buyer into an invited client with the proved questionnaire and a website waiting for its build', async () => {
    const { kit, websites, questionnaires, provisioning } = setUp();
    questionnaires.submissions.set('q1', { businessName: 'Ann Bakery', resumeToken: 't1', clientId: null });

    const result = await provisioning.provisionPaidPackage({ orderId: 'o1', buyerEmail: 'Buyer@Example.com', userId: null, questionnaireId: 'q1' });

    expect(result.invited).toBe(true);
    expect(kit.db.users.get(result.userId)?.email).toBe('buyer@example.com');
    expect(questionnaires.submissions.get('q1')?.clientId).toBe(result.userId);
    expect(websites.websites).toEqual([expect.objectContaining({ ownerId: result.userId, name: 'Ann Bakery', orderId: 'o1', submissionId: 'q1' })]);
    expect(await provisioning.accountState(result.userId)).toBe('invited');
  });

  it('never links a questionnaire the buyer did not prove, and names nothing after the e-mail', async () => {
    const { websites, questionnaires, provisioning } = setUp();
    questionnaires.submissions.set('q1', { businessName: 'Someone Else', resumeToken: 't1', clientId: null });

    const result = await provisioning.provisionPaidPackage({ orderId: 'o1', buyerEmail: 'buyer@example.com', userId: null, questionnaireId: null });

    expect(questionnaires.submissions.get('q1')?.clientId).toBeNull();
    expect(websites.websites).toEqual([expect.objectContaining({ ownerId: result.userId, name: '', submissionId: null })]);
  });

  it('proves a questionnaire by its resume token only', async () => {
    const { questionnaires, provisioning } = setUp();
    questionnaires.submissions.set('q1', { businessName: null, resumeToken: 't1', clientId: null });

    expect(await provisioning.provenQuestionnaire('q1', { resumeToken: 't1', userId: null })).toBe('q1');
    expect(await provisioning.provenQuestionnaire('q1', { resumeToken: 'wrong', userId: null })).toBeNull();
  });

  it('creates the client and website from a questionnaire, and uses both as they are the second time', async () => {
    const { kit, websites, questionnaires, provisioning } = setUp();
    questionnaires.submissions.set('q1', { businessName: 'Ann Bakery', resumeToken: 't1', clientId: null });

    const first = await provisioning.createFromSubmission('q1', form);
    const again = await provisioning.createFromSubmission('q1', form);

    expect(first).toMatchObject({ clientCreated: true, websiteCreated: true, websiteFilled: true, invited: true });
    expect(kit.db.profiles.get(first.clientId)?.fullName).toBe('Ann Owner');
    expect(websites.websites[0]).toMatchObject({ name: 'Ann Bakery', submissionId: 'q1', sections: form.sections });
    expect(again).toMatchObject({ clientId: first.clientId, websiteId: first.websiteId, clientCreated: false, websiteCreated: false, websiteFilled: false });
  });

  it('refuses an unknown questionnaire before making anything', async () => {
    const { kit, websites, provisioning } = setUp();

    await expect(provisioning.createFromSubmission('missing', form)).rejects.toMatchObject({ code: 'INTAKE.SUBMISSION_NOT_FOUND' });
    expect(kit.db.users.size).toBe(0);
    expect(websites.websites).toHaveLength(0);
  });

  it('keeps no account when the website cannot be made (one transaction)', async () => {
    const { kit, websites, questionnaires, provisioning } = setUp();
    questionnaires.submissions.set('q1', { businessName: null, resumeToken: 't1', clientId: null });
    websites.failNext = true;

    await expect(provisioning.createFromSubmission('q1', form)).rejects.toThrow('websites unavailable');
    expect(kit.db.users.size).toBe(0);
    expect(kit.db.mails).toHaveLength(0);
  });
});
