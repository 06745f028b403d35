import { Website } from './website.entity';

describe('Website custom domain', () => {
  it('waits for DNS again whenever the domain changes, and forgets the check without one', () => {
    const site = Website.create({ id: 'w', name: 'Bakery', domain: 'bakery.example' });
    expect(site.domainStatus).toBe('waiting_for_dns');
    site.recordDomainCheck('live', null, new Date());
    site.changeDomain('BAKERY.example');
    expect(site.domainStatus).toBe('live');
    site.changeDomain('new-bakery.example');
    expect(site.domainStatus).toBe('waiting_for_dns');
    site.changeDomain('');
    expect(site.domainStatus).toBeNull();
  });
});
