import { ConfigurationError } from '@fw/api-shared-infrastructure';
import { loadSitesConfig } from './sites.config';

describe('sites config', () => {
  it('defaults the business time zone to America/New_York and accepts any IANA zone', () => {
    expect(loadSitesConfig({}).businessTimeZone).toBe('America/New_York');
    expect(loadSitesConfig({ BUSINESS_TIME_ZONE: 'America/Chicago' }).businessTimeZone).toBe('America/Chicago');
  });

  it('refuses an unknown zone, naming the variable', () => {
    expect(() => loadSitesConfig({ BUSINESS_TIME_ZONE: 'Florida/Palm_Beach' })).toThrow(ConfigurationError);
    expect(() => loadSitesConfig({ BUSINESS_TIME_ZONE: 'Florida/Palm_Beach' })).toThrow(/BUSINESS_TIME_ZONE/);
  });
});
