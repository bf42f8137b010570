import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Perspective, PublicPortfolioDto, RenderedPerspectiveDto } from '@/contract/perspectives';
import type { PortfolioContact, SharedAudience, SharingSettings } from '@/contract/visibility';
import { isVisibleTo, resolveSharing } from '@/contract/visibility';
import { DEFAULT_PERSPECTIVES } from '@/engine/perspectives/defaults';
import { withoutContactData } from '@/engine/perspectives/privacy';
import { renderPerspective } from '@/engine/perspectives/render-perspective';
import { SLUG_MAX_LENGTH, slugFor } from '@/engine/perspectives/slug';
import type { PerspectiveData, PerspectiveDefinition, PerspectiveLanguage, RenderedPerspective, RenderOptions, SectionKey } from '@/engine/perspectives/types';
import type { AppDeps } from '../../context';
import { loadActiveRecord } from '../../db/cv-record';
import { users } from '../../db/schema/auth';
import { profilePerspectives, profiles, userSettings } from '../../db/schema/career';
import { hiddenTalents } from '../../db/schema/cvs';
import { AppError } from '../../platform/errors';
import { renderPdf } from '../../platform/documents/render-pdf';
import { contactMail } from './contact-mail';
import { hiddenContactGuard, shareableData } from './visibility';

type Row = typeof profilePerspectives.$inferSelect;
const BUILT_IN = ['technical', 'executive', 'hr', 'public'] as const;

async function settingsOf(deps: AppDeps, userId: string): Promise<{ language: PerspectiveLanguage; visibility: 'private' | 'public' }> {
  const [row] = await deps.database.db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return { language: row?.settings.preferences.language ?? 'en', visibility: row?.settings.privacy.profileVisibility ?? 'private' };
}

/** Everything the server holds about the person, with who may see it; only `viewFor` hands it to a renderer. */
async function dataOf(deps: AppDeps, userId: string): Promise<{ data: PerspectiveData; sharing: SharingSettings }> {
  const { db } = deps.database;
  const [[profile], [account], cv] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, userId)),
    db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId)),
    loadActiveRecord(deps.database, userId),
  ]);
  const talents = cv ? await db.select().from(hiddenTalents).where(eq(hiddenTalents.cvId, cv.cvId)).orderBy(desc(hiddenTalents.confidenceScore)) : [];
  const data: PerspectiveData = {
    profile: {
      fullName: profile?.fullName ?? (account?.name || null),
      currentRole: profile?.currentRole ?? null,
      location: profile?.location ?? null,
      company: profile?.company ?? null,
      yearsOfExperience: profile?.yearsOfExperience ?? null,
      careerGoals: profile?.careerGoals ?? [],
      bio: profile?.bio ?? null,
      email: account?.email ?? null,
      phone: profile?.phone ?? null,
    },
    analysis: cv?.record ?? null,
    talents: talents.map((t) => ({ talent_name: t.talentName, status: t.status, confidence_score: t.confidenceScore, supporting_evidence: t.supportingEvidence })),
  };
  return { data, sharing: resolveSharing(profile?.sharing) };
}

/**
 * One view for `audience`, rendered only from the fields that reach it (ADR 022). Hidden contact data
 * is also dropped where a CV line happens to carry it, in every section.
 */
function viewFor(def: PerspectiveDefinition, full: { data: PerspectiveData; sharing: SharingSettings }, audience: SharedAudience, options: RenderOptions): RenderedPerspective {
  const rendered = renderPerspective(def, shareableData(full.data, full.sharing, audience), options);
  const leaks = hiddenContactGuard(full.data, {
    email: !isVisibleTo(full.sharing.fields.email, audience),
    phone: !isVisibleTo(full.sharing.fields.phone, audience),
  });
  if (!leaks) return rendered;
  return { ...rendered, sections: rendered.sections.map((sec) => ({ ...sec, items: withoutContactData(sec.items, leaks) })).filter((sec) => sec.items.length > 0) };
}

function definitionOf(row: Row): PerspectiveDefinition {
  return { kind: row.kind, name: row.name, targetAudience: row.targetAudience, sections: row.sections as SectionKey[], tone: row.tone };
}

function toDto(r: RenderedPerspective): RenderedPerspectiveDto {
  return {
    title: r.title,
    audience: r.audience,
    tone: r.tone,
    language: r.language,
    sections: r.sections.map((s) => ({ key: s.key, heading: s.heading, items: s.items.map((i) => ({ text: i.text, ...(i.detail ? { detail: i.detail } : {}), ...(i.evidence ? { evidence: i.evidence } : {}) })) })),
    confidence: r.confidence,
    confidence_explanation: r.confidenceExplanation,
    coverage: r.coverage.map((c) => ({ key: c.key, filled: c.filled, ...(c.reason ? { reason: c.reason } : {}) })),
  };
}

/** The four built-in views exist for everyone: created on first use (the public one gets its slug). */
async function ensureDefaults(deps: AppDeps, userId: string): Promise<void> {
  const { db } = deps.database;
  const present = await db
    .select({ kind: profilePerspectives.kind })
    .from(profilePerspectives)
    .where(and(eq(profilePerspectives.userId, userId), inArray(profilePerspectives.kind, [...BUILT_IN])));
  const missing = DEFAULT_PERSPECTIVES.filter((d) => !present.some((p) => p.kind === d.kind));
  for (const def of missing) {
    let slug: string | null = null;
    if (def.kind === 'public') {
      const { data } = await dataOf(deps, userId);
      const base = data.profile.fullName ?? data.profile.email?.split('@')[0] ?? 'portfolio';
      // every slug a numbered variant could collide with starts with the bare slug (shortened for the suffix)
      const bare = slugFor(base, () => false).slice(0, SLUG_MAX_LENGTH - 5);
      const taken = new Set(
        (await db.select({ slug: profilePerspectives.slug }).from(profilePerspectives).where(sql`${profilePerspectives.slug} LIKE ${`${bare}%`}`)).map((r) => r.slug),
      );
      slug = slugFor(base, (s) => taken.has(s));
    }
    await db
      .insert(profilePerspectives)
      .values({ userId, kind: def.kind, name: def.name, targetAudience: def.targetAudience, sections: [...def.sections], tone: def.tone, slug })
      .onConflictDoNothing();
  }
}

export async function listPerspectives(deps: AppDeps, userId: string): Promise<{ perspectives: Perspective[]; profile_visibility: 'private' | 'public' }> {
  await ensureDefaults(deps, userId);
  const [rows, data, settings] = await Promise.all([
    deps.database.db
      .select()
      .from(profilePerspectives)
      .where(eq(profilePerspectives.userId, userId))
      .orderBy(desc(profilePerspectives.usageCount), asc(profilePerspectives.createdAt)),
    dataOf(deps, userId),
    settingsOf(deps, userId),
  ]);
  const now = new Date().toISOString().slice(0, 10);
  return {
    profile_visibility: settings.visibility,
    perspectives: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      is_default: r.kind !== 'custom',
      name: r.name,
      target_audience: r.targetAudience,
      sections: r.sections as SectionKey[],
      tone: r.tone,
      confidence_score: viewFor(definitionOf(r), data, audienceOf(r), { now, language: settings.language }).confidence,
      usage_count: r.usageCount,
      slug: r.slug,
      updated_at: r.updatedAt.toISOString(),
    })),
  };
}

async function ownRow(deps: AppDeps, userId: string, id: string): Promise<Row> {
  const [row] = await deps.database.db
    .select()
    .from(profilePerspectives)
    .where(and(eq(profilePerspectives.id, id), eq(profilePerspectives.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Perspective not found');
  return row;
}

async function countUse(deps: AppDeps, id: string): Promise<void> {
  await deps.database.db
    .update(profilePerspectives)
    .set({ usageCount: sql`${profilePerspectives.usageCount} + 1` })
    .where(eq(profilePerspectives.id, id));
}

/** The public view is the portfolio; every other view is one the person exports or shares themselves. */
function audienceOf(row: Row): SharedAudience {
  return row.kind === 'public' ? 'public' : 'perspectives';
}

async function render(deps: AppDeps, userId: string, row: Row): Promise<RenderedPerspective> {
  const [full, settings] = await Promise.all([dataOf(deps, userId), settingsOf(deps, userId)]);
  return viewFor(definitionOf(row), full, audienceOf(row), { now: new Date().toISOString().slice(0, 10), language: settings.language });
}

/** Preview: the rendered view; counts as a use. */
export async function previewPerspective(deps: AppDeps, userId: string, id: string): Promise<RenderedPerspectiveDto> {
  const row = await ownRow(deps, userId, id);
  const rendered = await render(deps, userId, row);
  await countUse(deps, id);
  return toDto(rendered);
}

export async function perspectivePdf(deps: AppDeps, userId: string, id: string): Promise<{ pdf: Uint8Array; name: string }> {
  const row = await ownRow(deps, userId, id);
  const rendered = await render(deps, userId, row);
  await countUse(deps, id);
  // the same designed renderer as CV exports (ADR 017): the title once, sections as headings, evidence as quotes
  const doc = {
    title: rendered.title,
    language: rendered.language,
    sections: rendered.sections.map((section) => ({
      heading: section.heading,
      blocks: section.items.map((item) => ({ kind: 'entry' as const, entry: { title: item.text, body: item.detail ? [item.detail] : undefined, quotes: item.evidence } })),
    })),
  };
  return { pdf: await renderPdf(doc, 'modern'), name: row.name };
}

export async function createPerspective(
  deps: AppDeps,
  userId: string,
  input: { name: string; target_audience?: string | null; sections: SectionKey[]; tone: Perspective['tone'] },
): Promise<string> {
  const [row] = await deps.database.db
    .insert(profilePerspectives)
    .values({ userId, kind: 'custom', name: input.name, targetAudience: input.target_audience ?? null, sections: input.sections, tone: input.tone })
    .returning({ id: profilePerspectives.id });
  if (!row) throw new Error('perspective insert returned no row');
  return row.id;
}

export async function updatePerspective(
  deps: AppDeps,
  userId: string,
  id: string,
  input: { name?: string; target_audience?: string | null; sections?: SectionKey[]; tone?: Perspective['tone'] },
): Promise<void> {
  await ownRow(deps, userId, id);
  await deps.database.db
    .update(profilePerspectives)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.target_audience !== undefined ? { targetAudience: input.target_audience } : {}),
      ...(input.sections !== undefined ? { sections: input.sections } : {}),
      ...(input.tone !== undefined ? { tone: input.tone } : {}),
      updatedAt: new Date(),
    })
    .where(eq(profilePerspectives.id, id));
}

export async function deletePerspective(deps: AppDeps, userId: string, id: string): Promise<void> {
  const row = await ownRow(deps, userId, id);
  if (row.kind !== 'custom') throw new AppError('CONFLICT', 'The four built-in perspectives can be customised but not deleted.');
  await deps.database.db.delete(profilePerspectives).where(eq(profilePerspectives.id, id));
}

type PortfolioOwner = { row: Row; userId: string; sharing: SharingSettings };

/** The portfolio at `slug` while its owner's profile is public; a private one is indistinguishable from a missing one. */
async function publishedPortfolio(deps: AppDeps, slug: string): Promise<PortfolioOwner> {
  const { db } = deps.database;
  const [row] = await db
    .select()
    .from(profilePerspectives)
    .where(and(eq(profilePerspectives.slug, slug), eq(profilePerspectives.kind, 'public')));
  if (!row || (await settingsOf(deps, row.userId)).visibility !== 'public') throw new AppError('NOT_FOUND', 'Portfolio not found');
  const [profile] = await db.select({ sharing: profiles.sharing }).from(profiles).where(eq(profiles.userId, row.userId));
  return { row, userId: row.userId, sharing: resolveSharing(profile?.sharing) };
}

export type PortfolioMeta = { title: string; description: string; indexable: boolean };

/** What the portfolio's page head says (title, Open Graph, robots), or null when there is no such public portfolio. */
export async function portfolioMeta(deps: AppDeps, slug: string): Promise<PortfolioMeta | null> {
  try {
    const portfolio = await publicPortfolio(deps, slug, { count: false });
    return { title: portfolio.owner_name ?? portfolio.title, description: portfolio.description, indexable: portfolio.indexable };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The public portfolio, only while its owner's profile visibility is public; counts as a share unless told not to. */
export async function publicPortfolio(deps: AppDeps, slug: string, opts: { count: boolean } = { count: true }): Promise<PublicPortfolioDto> {
  const { row, userId, sharing } = await publishedPortfolio(deps, slug);
  const rendered = await render(deps, userId, row);
  if (opts.count) await countUse(deps, row.id);
  const headline = rendered.sections.find((sec) => sec.key === 'headline')?.items[0]?.text;
  const summary = rendered.sections.find((sec) => sec.key === 'summary')?.items[0]?.text;
  const { data } = await dataOf(deps, userId);
  // the name only when the person shows it publicly; the headline already went through the same filter
  const name = shareableData(data, sharing, 'public').profile.fullName;
  return {
    ...toDto(rendered),
    owner_name: name?.trim() || null,
    description: (summary ?? headline ?? rendered.title).slice(0, 200),
    contact_allowed: sharing.allow_contact,
    indexable: sharing.allow_indexing,
  };
}

/**
 * A visitor's message, sent by the server to the person's account address (never shown to the visitor)
 * and only while they accept messages; an unknown, private or closed portfolio answers the same 404.
 */
export async function contactPortfolio(deps: AppDeps, slug: string, message: PortfolioContact): Promise<void> {
  const { userId, sharing } = await publishedPortfolio(deps, slug);
  if (!sharing.allow_contact) throw new AppError('NOT_FOUND', 'Portfolio not found');
  const [[account], settings] = await Promise.all([
    deps.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
    settingsOf(deps, userId),
  ]);
  if (!account) throw new AppError('NOT_FOUND', 'Portfolio not found');
  await deps.mailer.send({ to: account.email, ...contactMail(settings.language, message, `${deps.config.appUrl}/p/${slug}`), headers: { 'Reply-To': message.email } });
}
