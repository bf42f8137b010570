/**
 * `renderPerspective`: one person's data seen through one perspective definition, in one language.
 * Pure and deterministic: the same definition, data, `now` and language always give the same view.
 */
import { coverageConfidence, sectionWeight } from './confidence';
import { defaultPerspective } from './defaults';
import { timeline } from './facts';
import { createFormatter, nowMonth } from './format';
import { PERSPECTIVE_MESSAGES } from './messages/messages';
import type { LensHeading, PerspectiveMessages } from './messages/types';
import { privacyGuard, withoutContactData } from './privacy';
import type { RenderContext } from './sections';
import { EMPTY_REASON, renderSection } from './sections';
import type {
  PerspectiveData,
  PerspectiveDefinition,
  PerspectiveKind,
  RenderedPerspective,
  RenderedSection,
  RenderOptions,
  SectionCoverage,
  SectionKey,
} from './types';

// Built-in perspectives name some sections after what they show there.
const LENS_HEADINGS: Readonly<Record<PerspectiveKind, Partial<Record<SectionKey, LensHeading>>>> = {
  technical: { skills: 'technicalSkills', achievements: 'technicalAchievements', experience: 'technicalExperience' },
  executive: { achievements: 'executiveAchievements', experience: 'executiveExperience' },
  hr: { experience: 'hrExperience' },
  public: { skills: 'publicSkills', achievements: 'publicAchievements' },
  custom: {},
};

function heading(key: SectionKey, kind: PerspectiveKind, m: PerspectiveMessages): string {
  const lens = LENS_HEADINGS[kind][key];
  return lens ? m.lensHeadings[lens] : m.headings[key];
}

/** A built-in keeps its translated name while the person has not renamed it. */
function titleOf(def: PerspectiveDefinition, m: PerspectiveMessages): string {
  const name = def.name.trim();
  if (def.kind !== 'custom' && (name === '' || name === defaultPerspective(def.kind).name)) return m.names[def.kind];
  return name === '' ? m.names.custom : name;
}

function audienceOf(def: PerspectiveDefinition, m: PerspectiveMessages): string {
  const audience = def.targetAudience?.trim() ?? '';
  if (audience === '') return m.generalAudience;
  if (def.kind !== 'custom' && audience === defaultPerspective(def.kind).targetAudience) return m.audiences[def.kind];
  return audience;
}

export function renderPerspective(def: PerspectiveDefinition, data: PerspectiveData, options: RenderOptions): RenderedPerspective {
  const m = PERSPECTIVE_MESSAGES[options.language];
  if (!m) throw new RangeError(`unsupported language "${String(options.language)}"`);
  const f = createFormatter(options.language);
  const now = nowMonth(options.now);
  const ctx: RenderContext = { lens: def.kind, tone: def.tone, m, f, data, timeline: data.analysis ? timeline(data.analysis, now) : null };
  // the public view never shows contact data outside a contact section the definition chose
  const leaks = def.kind === 'public' ? privacyGuard(data) : null;

  const sections: RenderedSection[] = [];
  const coverage: SectionCoverage[] = [];
  for (const key of [...new Set(def.sections)]) {
    const rendered = renderSection(key, ctx);
    const items = leaks && key !== 'contact' ? withoutContactData(rendered.items, leaks) : rendered.items;
    const weight = sectionWeight(key, def.kind);
    if (items.length > 0) {
      sections.push({ key, heading: heading(key, def.kind, m), items });
      coverage.push({ key, filled: true, weight });
    } else {
      const reasonCode = rendered.reason ?? EMPTY_REASON[key];
      coverage.push({ key, filled: false, weight, reasonCode, reason: m.reasons[reasonCode] });
    }
  }

  const confidence = coverageConfidence(coverage);
  const missing = coverage.filter((c) => !c.filled).map((c) => heading(c.key, def.kind, m));
  return {
    kind: def.kind,
    language: options.language,
    title: titleOf(def, m),
    audience: audienceOf(def, m),
    tone: def.tone,
    sections,
    confidence,
    confidenceExplanation: m.confidence(
      sections.length,
      coverage.length,
      f.percent(confidence),
      missing.length > 0 ? f.list(missing) : null,
    ),
    coverage,
  };
}
