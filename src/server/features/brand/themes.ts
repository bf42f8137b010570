import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { culturalThemes } from '../../db/schema/design-system';

/** A cultural theme's current tokens (the design-system feature's table, read through the shared schema), or null. */
export async function themeTokens(deps: AppDeps, key: string): Promise<Record<string, unknown> | null> {
  const [row] = await deps.database.db.select({ tokens: culturalThemes.tokens }).from(culturalThemes).where(eq(culturalThemes.key, key));
  return row ? (row.tokens as Record<string, unknown>) : null;
}

