import type { MeResponseDto } from '@fw/shared-api-types';

/** A signed-in client as GET /api/auth/me and the sign-in answer describe them. */
export const casey: MeResponseDto = {
  id: '5f0c6a52-8d7e-4d8a-9a57-6f0f8f1f2a10',
  email: 'casey@example.test',
  full_name: 'Casey Client',
  role: 'editor',
  created_at: '2026-11-01T12:00:00.000Z',
};
