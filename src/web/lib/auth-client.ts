import { createAuthClient } from 'better-auth/react';
import { adminClient, magicLinkClient } from 'better-auth/client/plugins';

// Same origin, default base path /api/auth: the session lives in an httpOnly cookie.
// Every auth call names the language the page is shown in, so the account mails it triggers
// (verification, sign-in link, password reset) are written in it before anything is saved.
export const authClient = createAuthClient({
  plugins: [magicLinkClient(), adminClient()],
  fetchOptions: {
    onRequest(context) {
      const language = document.documentElement.lang;
      if (language) context.headers.set('x-kairos-language', language);
      return context;
    },
  },
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];
