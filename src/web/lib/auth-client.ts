import { createAuthClient } from 'better-auth/react';
import { adminClient, magicLinkClient } from 'better-auth/client/plugins';

// Same origin, default base path /api/auth: the session lives in an httpOnly cookie.
export const authClient = createAuthClient({
  plugins: [magicLinkClient(), adminClient()],
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];
