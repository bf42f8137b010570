import { createRoute } from '@hono/zod-openapi';
import type { RouteConfig, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { errorBodySchema } from '@/contract/errors';
import { accessMiddleware } from '../auth/guards';
import type { Access } from '../auth/guards';
import type { AppEnv } from '../context';

/**
 * Who may call a route, as the OpenAPI document (`x-kairos-access`) and the attack suite see it:
 * - `public`: anybody; `signed-webhook`: anybody holding a signed token in the request (no cookie session,
 *   so exempt from the cross-site refusal), the handler verifies the signature;
 * - `user`: any signed-in person, on their own or shared data;
 * - `owner`: a signed-in person, on one thing of theirs named by an id in the path (another person's id answers 404);
 * - `admin`: an administrator.
 */
export type RouteAccess = Access | 'owner' | 'signed-webhook';

/** The session guard behind each declared access level (ownership itself is checked by the service's user-scoped query). */
const guardOf: Record<RouteAccess, Access> = { public: 'public', 'signed-webhook': 'public', user: 'user', owner: 'user', admin: 'admin' };

/** An OpenAPI response with a JSON body of `schema`. */
export const jsonResponse = <S extends z.ZodType>(schema: S, description: string) => ({ description, content: { 'application/json': { schema } } });
/** A required JSON request body of `schema`. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({ required: true, content: { 'application/json': { schema } } });
/** An OpenAPI error response (the `{ error: { code, message } }` body). */
export const errorResponse = (description: string) => jsonResponse(errorBodySchema, description);

/**
 * Every API route declares its access level once, here. The guard middleware, the
 * OpenAPI security requirement and the `x-kairos-access` marker (read by the attack
 * tests) are all derived from it, so a new route cannot forget its check.
 */
export function defineRoute<const R extends Omit<RouteConfig, 'middleware' | 'security'>>(
  access: RouteAccess,
  config: R,
  /** runs after the access check (e.g. a body limit: nobody's bytes are read before they are known) */
  middleware: MiddlewareHandler<AppEnv>[] = [],
) {
  const guard = guardOf[access];
  const guarded = guard !== 'public';
  return createRoute({
    ...config,
    middleware: [...accessMiddleware(guard), ...middleware],
    ...(guarded ? { security: [{ sessionCookie: [] }] } : {}),
    'x-kairos-access': access,
    responses: {
      ...(access === 'owner' ? { 404: errorResponse('Not found among yours (another person’s id answers the same)') } : {}),
      ...config.responses,
      ...(guarded ? { 401: errorResponse('Not signed in') } : {}),
      ...(access === 'admin' ? { 403: errorResponse('Not an administrator') } : {}),
      400: errorResponse('Invalid request'),
      500: errorResponse('Unexpected server error'),
    },
  } as R & { middleware: ReturnType<typeof accessMiddleware> });
}
