import { ProfileCard, ProfileReadsPort } from '../ports/profile-reads.port';
import { ProfileDirectoryService } from './profile-directory.service';

class ListedProfiles extends ProfileReadsPort {
  reads = 0;
  constructor(private readonly profiles: ProfileCard[]) {
    super();
  }
  async findByIds(ids: readonly string[]): Promise<ProfileCard[]> {
    this.reads += 1;
    return this.profiles.filter((p) => ids.includes(p.id));
  }
  async findByEmails(emails: readonly string[]): Promise<ProfileCard[]> {
    this.reads += 1;
    return this.profiles.filter((p) => emails.includes(p.email.toLowerCase()));
  }
}

describe('ProfileDirectoryService', () => {
  const ann = { id: 'u1', fullName: 'Ann', email: 'Ann@Example.com' };

  it('finds profiles by id, leaving unknown ids out, and reads nothing for none', async () => {
    const reads = new ListedProfiles([ann]);
    const directory = new ProfileDirectoryService(reads);
    expect(await directory.byIds(['u1', 'u1', 'nobody'])).toEqual(new Map([['u1', ann]]));
    expect(await directory.byIds([])).toEqual(new Map());
    expect(reads.reads).toBe(1);
  });

  it('finds profiles by e-mail whatever its case, keyed in lower case', async () => {
    const directory = new ProfileDirectoryService(new ListedProfiles([ann]));
    const found = await directory.byEmails(['ANN@example.COM', 'other@example.com']);
    expect([...found.keys()]).toEqual(['ann@example.com']);
    expect(found.get('ann@example.com')).toEqual(ann);
  });
});
