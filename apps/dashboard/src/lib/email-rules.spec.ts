import { describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import { INVALID_EMAIL_MESSAGE } from '@fw/shared-field-limits';
import { emailRules } from './email-rules';

const check = async (value: unknown): Promise<string | null> => {
  const { validator } = emailRules[1] as RuleObject;
  try {
    await validator!({} as RuleObject, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('dashboard e-mail field rules', () => {
  it('follow the one e-mail rule, not AntD’s or the browser’s', async () => {
    // AntD's `type: 'email'` accepted a one-letter top-level domain and refused a non-ASCII local part.
    expect(await check('dana@example.c')).toBe(INVALID_EMAIL_MESSAGE);
    expect(await check('josé@café.com')).toBeNull();
    expect(await check('  dana@example.com ')).toBeNull();
    expect(await check('Dana <dana@example.com>')).toBe(INVALID_EMAIL_MESSAGE);
  });

  it('leave an empty field to the "required" rule', async () => {
    expect(await check('')).toBeNull();
    expect(emailRules[0]).toMatchObject({ required: true, message: 'Email is required' });
  });
});
