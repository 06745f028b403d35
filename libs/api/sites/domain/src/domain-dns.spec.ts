import { dnsRecordsFor, domainStatusFrom } from './domain-dns';

const targets = { ipv4: ['203.0.113.10'], ipv6: [], cname: 'sites.example.net' };

describe('custom domain DNS', () => {
  it('asks for an A record on the domain and a CNAME for its www form', () => {
    expect(dnsRecordsFor('bakery.example', targets)).toEqual([
      { type: 'A', name: '@', value: '203.0.113.10' },
      { type: 'CNAME', name: 'www', value: 'sites.example.net' },
    ]);
  });

  it('is live when every address is ours, waiting without records, an error with someone else’s', () => {
    expect(domainStatusFrom('bakery.example', { ipv4: ['203.0.113.10'], ipv6: [] }, targets)).toEqual({ status: 'live', reason: null });
    expect(domainStatusFrom('bakery.example', { ipv4: [], ipv6: [] }, targets).status).toBe('waiting_for_dns');
    expect(domainStatusFrom('bakery.example', { ipv4: ['198.51.100.7'], ipv6: [] }, targets)).toEqual({
      status: 'error',
      reason: expect.stringContaining('points to 198.51.100.7, not to 203.0.113.10'),
    });
    expect(domainStatusFrom('bakery.example', { ipv4: [], ipv6: [], failure: 'ESERVFAIL' }, targets).reason).toContain('ESERVFAIL');
  });

  it('without configured targets, any answer counts as live', () => {
    expect(domainStatusFrom('bakery.example', { ipv4: ['127.0.0.1'], ipv6: [] }, { ipv4: [], ipv6: [], cname: '' }).status).toBe('live');
  });
});
