import { ConfigurationError } from '@fw/api-shared-infrastructure';
import { assertConfiguration } from './check-configuration';

describe('configuration checked before the start', () => {
  const failing =
    (...problems: string[]) =>
    () => {
      throw new ConfigurationError(problems);
    };

  it('passes when every factory loads', async () => {
    await expect(assertConfiguration([() => ({ a: 1 }), async () => ({ b: 2 })])).resolves.toBeUndefined();
  });

  it("names every module's bad variables in one error", async () => {
    const check = assertConfiguration([
      failing('BUSINESS_TIME_ZONE: must be an IANA time zone'),
      () => ({}),
      failing('SMTP_URL: must be an smtp:// or smtps:// URL'),
    ]);
    await expect(check).rejects.toBeInstanceOf(ConfigurationError);
    await expect(check).rejects.toMatchObject({ problems: ['BUSINESS_TIME_ZONE: must be an IANA time zone', 'SMTP_URL: must be an smtp:// or smtps:// URL'] });
  });

  it('lets a programming error through as it is', async () => {
    await expect(
      assertConfiguration([
        () => {
          throw new TypeError('bug');
        },
      ]),
    ).rejects.toThrow(TypeError);
  });
});
