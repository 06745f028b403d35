import type { FormRule } from 'antd';
import { EmailAddress, INVALID_EMAIL_MESSAGE } from '@fw/shared-field-limits';

/**
 * An e-mail field's rules: required, then the product's one e-mail rule (EmailAddress, which the
 * API validates with too), not AntD's `type: 'email'` pattern or the browser's, which differ from
 * it. Forms with an e-mail field set `noValidate` so the browser's own check stays out.
 */
export const emailRules: FormRule[] = [
  { required: true, whitespace: true, message: 'Email is required' },
  {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || value.trim() === '' || EmailAddress.isValid(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(INVALID_EMAIL_MESSAGE)),
  },
];
