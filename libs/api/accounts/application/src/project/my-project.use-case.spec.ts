import { createAccountsTestKit } from '../testing/accounts-test-kit';
import { InMemoryClientQuestionnaires, InMemoryClientWebsites } from '../testing/in-memory-client-provisioning';
import { MyProjectService } from './my-project.service';

async function setUp() {
  const kit = createAccountsTestKit();
  const websites = new InMemoryClientWebsites();
  const questionnaires = new InMemoryClientQuestionnaires();
  const projects = new MyProjectService(kit.me, websites, questionnaires, kit.uow);
  const { userId } = await kit.invitations.ensureClient({ email: 'buyer@example.com' });
  return { kit, websites, questionnaires, projects, userId };
}

const names = { fullName: 'Dana Lee', businessName: "Dana's Bakery" };

describe('MyProjectService', () => {
  it('shows a client with nothing bought as not started, still to be asked for names', async () => {
    const { projects, userId } = await setUp();

    expect(await projects.get(userId)).toEqual({ stage: 'not_started', fullName: null, businessName: null, onboardingNeeded: true });
  });

  it('reads the stage from the website and the questionnaire that the other contexts report', async () => {
    const { websites, questionnaires, projects, userId } = await setUp();
    await websites.ensureForOwner({ ownerId: userId, name: '', orderId: 'o1' });
    expect((await projects.get(userId)).stage).toBe('paid');

    questionnaires.submissions.set('q1', { businessName: null, resumeToken: 't1', clientId: userId, completed: true });
    expect((await projects.get(userId)).stage).toBe('questionnaire_received');

    websites.websites[0].status = 'live';
    expect((await projects.get(userId)).stage).toBe('live');
  });

  it('keeps both names on the first sign-in and names the website still waiting for its build', async () => {
    const { websites, projects, userId } = await setUp();
    await websites.ensureForOwner({ ownerId: userId, name: '', orderId: 'o1' });

    const project = await projects.completeOnboarding(userId, names);

    expect(project).toEqual({ stage: 'paid', fullName: 'Dana Lee', businessName: "Dana's Bakery", onboardingNeeded: false });
    expect(websites.websites[0].name).toBe("Dana's Bakery");
  });

  it('leaves the name of a website already being built', async () => {
    const { websites, projects, userId } = await setUp();
    await websites.ensureForOwner({ ownerId: userId, name: 'Started', sections: [{ key: 'hero', type: 'text', value: 'Hi' }] });

    await projects.completeOnboarding(userId, names);

    expect(websites.websites[0].name).toBe('Started');
  });

  it('keeps no name when the website cannot be named: the first sign-in asks again', async () => {
    const { websites, projects, userId } = await setUp();
    websites.failNext = true;

    await expect(projects.completeOnboarding(userId, names)).rejects.toThrow('websites unavailable');

    expect(await projects.get(userId)).toMatchObject({ fullName: null, businessName: null, onboardingNeeded: true });
  });
});
