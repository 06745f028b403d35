import type { FormRule } from 'antd';
import { LIMITS } from '../config/limits';

export const PASSWORD_HINT = `At least ${LIMITS.passwordMin} characters.`;

/** A new password (sign-up, reset, an admin creating a client): the API's policy, checked before sending. */
export const newPasswordRules: FormRule[] = [
  { required: true, message: 'Password is required' },
  { min: LIMITS.passwordMin, message: `Password must be at least ${LIMITS.passwordMin} characters` },
  { max: LIMITS.passwordMax, message: `Password must be at most ${LIMITS.passwordMax} characters` },
];
