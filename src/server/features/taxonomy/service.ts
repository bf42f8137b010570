/**
 * The skills admin (issue 16): one taxonomy of ESCO skills, Kairos's hand-written skills (each an ESCO
 * skill or an extension under one) and the extensions administrators add. Only the last are editable:
 * ESCO entries and the repository's data are read-only, and the server says so with a 409.
 */
import { eq } from 'drizzle-orm';
import type { SkillExtensionCreate, SkillExtensionUpdate, TaxonomySkill } from '@/contract/taxonomy';
import { ESCO_FILES, ESCO_NOTICE, ESCO_VERSION, escoSkills, preloadEscoFile } from '@/engine/taxonomy/esco-data';
import { ESCO_ID_PREFIX, getEscoSkillById, skillForEsco } from '@/engine/taxonomy/esco-skills';
import { SKILL_CATEGORIES } from '@/engine/taxonomy/skill-schema';
import type { Skill } from '@/engine/taxonomy/skill-schema';
import { getSkillById, loadTaxonomy, resolveSkill } from '@/engine/taxonomy/taxonomy';
import type { AppDeps } from '../../context';
import { skillExtensions } from '../../db/schema';
import { AppError } from '../../platform/errors';

const MAX_RESULTS = 50;
export const EXTENSION_ID_PREFIX = 'ext-';

type ExtensionRow = typeof skillExtensions.$inferSelect;

function fromSkill(skill: Skill): TaxonomySkill {
  return {
    id: skill.id,
    name: skill.name,
    category: skill.category,
    origin: skill.origin === 'esco' ? 'esco' : 'kairos',
    aliases: [...skill.aliases],
    escoUri: skill.escoUri ?? null,
    escoBroaderUri: skill.escoBroaderUri ?? null,
    editable: false,
  };
}

function fromRow(row: ExtensionRow): TaxonomySkill {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    origin: 'extension',
    aliases: row.aliases,
    escoUri: null,
    escoBroaderUri: row.escoBroaderUri,
    editable: true,
  };
}

/** Skills whose name or aliases contain the search: extensions, then Kairos's, then ESCO's (by English label). */
export async function searchSkills(deps: AppDeps, search?: string) {
  const q = search?.toLowerCase() ?? '';
  const has = (texts: readonly string[]) => q === '' || texts.some((t) => t.toLowerCase().includes(q));
  const extensions = (await deps.database.db.select().from(skillExtensions)).filter((r) => has([r.name, ...r.aliases])).map(fromRow);
  const kairos = loadTaxonomy()
    .skills.filter((s) => has([s.name, ...s.aliases]))
    .map(fromSkill);
  const esco: TaxonomySkill[] = [];
  if (q !== '' && extensions.length + kairos.length < MAX_RESULTS) {
    await preloadEscoFile(ESCO_FILES.skills); // read off the main thread unless the warm-up already did
    for (const s of escoSkills()) {
      if (esco.length >= MAX_RESULTS) break;
      if (has(s.labels.en)) {
        const skill = skillForEsco(s);
        if (skill.origin === 'esco') esco.push(fromSkill(skill));
      }
    }
  }
  return { skills: [...extensions, ...kairos, ...esco].slice(0, MAX_RESULTS), notice: ESCO_NOTICE, escoVersion: ESCO_VERSION };
}

function readOnly(id: string): AppError | undefined {
  if (id.startsWith(ESCO_ID_PREFIX) && getEscoSkillById(id)) {
    return new AppError('CONFLICT', 'This skill is an ESCO entry and is read-only. Add a Kairos extension instead.');
  }
  const kairos = getSkillById(id);
  if (kairos?.escoUri) return new AppError('CONFLICT', 'This skill is an ESCO entry and is read-only. Add a Kairos extension instead.');
  if (kairos) return new AppError('CONFLICT', "This skill is part of Kairos's built-in taxonomy and is read-only here.");
  return undefined;
}

function checkCategory(category: string): void {
  if (!(SKILL_CATEGORIES as readonly string[]).includes(category)) {
    throw new AppError('VALIDATION_ERROR', `Unknown category "${category}"; use one of: ${SKILL_CATEGORIES.join(', ')}.`);
  }
}

function checkBroader(uri: string | null | undefined): void {
  if (uri && !escoSkills().some((s) => s.uri === uri))
    throw new AppError('VALIDATION_ERROR', 'The broader ESCO skill does not exist in ESCO v1.1.1.');
}

async function checkNameFree(deps: AppDeps, name: string, ownId?: string): Promise<void> {
  const known = resolveSkill(name);
  if (known) throw new AppError('CONFLICT', `"${name}" is already in the taxonomy as "${known.name}".`);
  const [row] = await deps.database.db.select().from(skillExtensions).where(eq(skillExtensions.name, name));
  if (row && row.id !== ownId) throw new AppError('CONFLICT', `"${name}" is already an extension.`);
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'skill';

export async function createExtension(deps: AppDeps, userId: string, input: SkillExtensionCreate): Promise<TaxonomySkill> {
  checkCategory(input.category);
  checkBroader(input.escoBroaderUri);
  await checkNameFree(deps, input.name);
  const id = `${EXTENSION_ID_PREFIX}${slug(input.name)}`;
  const [existing] = await deps.database.db.select().from(skillExtensions).where(eq(skillExtensions.id, id));
  if (existing) throw new AppError('CONFLICT', `An extension with the id "${id}" exists already.`);
  const [row] = await deps.database.db
    .insert(skillExtensions)
    .values({
      id,
      name: input.name,
      category: input.category,
      aliases: input.aliases,
      escoBroaderUri: input.escoBroaderUri,
      createdBy: userId,
    })
    .returning();
  return fromRow(row);
}

async function extensionOrRefuse(deps: AppDeps, id: string): Promise<ExtensionRow> {
  const refusal = readOnly(id);
  if (refusal) throw refusal;
  const [row] = await deps.database.db.select().from(skillExtensions).where(eq(skillExtensions.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No such skill extension.');
  return row;
}

export async function updateExtension(deps: AppDeps, id: string, input: SkillExtensionUpdate): Promise<TaxonomySkill> {
  const row = await extensionOrRefuse(deps, id);
  if (input.category !== undefined) checkCategory(input.category);
  checkBroader(input.escoBroaderUri);
  if (input.name !== undefined && input.name !== row.name) await checkNameFree(deps, input.name, id);
  const [updated] = await deps.database.db
    .update(skillExtensions)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(skillExtensions.id, id))
    .returning();
  return fromRow(updated);
}

export async function deleteExtension(deps: AppDeps, id: string): Promise<void> {
  await extensionOrRefuse(deps, id);
  await deps.database.db.delete(skillExtensions).where(eq(skillExtensions.id, id));
}
