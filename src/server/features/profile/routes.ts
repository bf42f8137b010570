import { OpenAPIHono } from '@hono/zod-openapi';
import { errorBodySchema } from '@/contract/errors';
import {
  onboardingCompleteSchema,
  onboardingProgressSchema,
  onboardingStateSchema,
  performanceSchema,
  profileSchema,
  profileUpdateSchema,
  userSettingsSchema,
  userSettingsUpdateSchema,
} from '@/contract/profile';
import { sharingSettingsSchema, sharingUpdateSchema } from '@/contract/visibility';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { defineRoute, jsonResponse, jsonBody } from '../../platform/route';
import { getPerformance } from './performance';
import { getSharing, updateSharing } from './sharing';
import type { SettingsChangeHook } from './service';
import { completeOnboarding, getOnboarding, getProfile, getSettings, saveOnboardingProgress, updateProfile, updateSettings } from './service';


const getProfileRoute = defineRoute('user', {
  method: 'get',
  path: '/api/profile',
  tags: ['Profile'],
  summary: 'Your profile (e-mail read-only) with its completeness',
  responses: { 200: jsonResponse(profileSchema, 'Profile') },
});

const putProfileRoute = defineRoute('user', {
  method: 'put',
  path: '/api/profile',
  tags: ['Profile'],
  summary: 'Save profile fields (any subset); the access role cannot be changed here',
  request: { body: jsonBody(profileUpdateSchema) },
  responses: { 200: jsonResponse(profileSchema, 'Saved'), 409: jsonResponse(errorBodySchema, 'Username taken') },
});

const getOnboardingRoute = defineRoute('user', {
  method: 'get',
  path: '/api/onboarding',
  tags: ['Onboarding'],
  summary: 'Whether onboarding is done, and the saved progress to resume',
  responses: { 200: jsonResponse(onboardingStateSchema, 'Onboarding state') },
});

const putProgressRoute = defineRoute('user', {
  method: 'put',
  path: '/api/onboarding/progress',
  tags: ['Onboarding'],
  summary: 'Save the wizard’s progress (each forward step)',
  request: { body: jsonBody(onboardingProgressSchema) },
  responses: { 200: jsonResponse(onboardingStateSchema, 'Saved') },
});

const completeRoute = defineRoute('user', {
  method: 'post',
  path: '/api/onboarding/complete',
  tags: ['Onboarding'],
  summary: 'Finish onboarding: writes the profile and clears the progress',
  request: { body: jsonBody(onboardingCompleteSchema) },
  responses: { 200: jsonResponse(profileSchema, 'Profile') },
});

const getSettingsRoute = defineRoute('user', {
  method: 'get',
  path: '/api/settings',
  tags: ['Settings'],
  summary: 'Your settings (notifications, privacy, preferences), defaults filled in',
  responses: { 200: jsonResponse(userSettingsSchema, 'Settings') },
});

const patchSettingsRoute = defineRoute('user', {
  method: 'patch',
  path: '/api/settings',
  tags: ['Settings'],
  summary: 'Change some settings',
  request: { body: jsonBody(userSettingsUpdateSchema) },
  responses: { 200: jsonResponse(userSettingsSchema, 'Saved') },
});

const getSharingRoute = defineRoute('user', {
  method: 'get',
  path: '/api/profile/sharing',
  tags: ['Profile'],
  summary: 'Who may see each profile field (private, perspectives, public) and the portfolio’s contact and indexing switches',
  responses: { 200: jsonResponse(sharingSettingsSchema, 'Sharing settings') },
});

const putSharingRoute = defineRoute('user', {
  method: 'put',
  path: '/api/profile/sharing',
  tags: ['Profile'],
  summary: 'Change some fields’ visibility or the portfolio’s switches',
  request: { body: jsonBody(sharingUpdateSchema) },
  responses: { 200: jsonResponse(sharingSettingsSchema, 'Saved') },
});

const performanceRoute = defineRoute('user', {
  method: 'get',
  path: '/api/performance',
  tags: ['Profile'],
  summary: 'Your progress over time: profile completeness, skills by proficiency per CV version, talents validated and tasks done per week',
  responses: { 200: jsonResponse(performanceSchema, 'Progress') },
});

/** `onSettingsChange` is composed in app.ts (the privacy feature records the consents the switches stand for). */
export const profileRoutes = (onSettingsChange?: SettingsChangeHook) =>
  new OpenAPIHono<AppEnv>()
    .openapi(performanceRoute, async (c) => c.json(await getPerformance(c.var.deps, (await currentSession(c)).user.id), 200))
    .openapi(getProfileRoute, async (c) => c.json(await getProfile(c.var.deps, (await currentSession(c)).user.id), 200))
    .openapi(putProfileRoute, async (c) => c.json(await updateProfile(c.var.deps, (await currentSession(c)).user.id, c.req.valid('json')), 200))
    .openapi(getSharingRoute, async (c) => c.json(await getSharing(c.var.deps, (await currentSession(c)).user.id), 200))
    .openapi(putSharingRoute, async (c) => c.json(await updateSharing(c.var.deps, (await currentSession(c)).user.id, c.req.valid('json')), 200))
    .openapi(getOnboardingRoute, async (c) => c.json(await getOnboarding(c.var.deps, (await currentSession(c)).user.id), 200))
    .openapi(putProgressRoute, async (c) => c.json(await saveOnboardingProgress(c.var.deps, (await currentSession(c)).user.id, c.req.valid('json')), 200))
    .openapi(completeRoute, async (c) => c.json(await completeOnboarding(c.var.deps, (await currentSession(c)).user.id, c.req.valid('json')), 200))
    .openapi(getSettingsRoute, async (c) => c.json(await getSettings(c.var.deps, (await currentSession(c)).user.id), 200))
    .openapi(patchSettingsRoute, async (c) => c.json(await updateSettings(c.var.deps, (await currentSession(c)).user.id, c.req.valid('json'), onSettingsChange), 200));
