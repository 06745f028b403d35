import type { FormRule } from 'antd';
import { ACCOUNT_LIMITS } from '@fw/shared-field-limits';

export const PASSWORD_HINT = `At least ${ACCOUNT_LIMITS.passwordMin} characters.`;

/** A new password (sign-up, reset, an admin creating a client): the API's policy, checked before sending. */
export const newPasswordRules: FormRule[] = [
  { required: true, message: 'Password is required' },
  { min: ACCOUNT_LIMITS.passwordMin, message: `Password must be at least ${ACCOUNT_LIMITS.passwordMin} characters` },
  { max: ACCOUNT_LIMITS.passwordMax, message: `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters` },
];
