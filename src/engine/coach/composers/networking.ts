/** "How do I build my network?": the employers on the CV as the network that already exists, topics from the person's skills, the career role, and work-culture notes for the country in question. */
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import { groundCareerRole, groundSkills, questionOrHomeCountry, talentInsight } from './shared';

const NETWORK_TALENT_RE = /stakeholder|communicat|cultur|empathy|negotiat/;

export function composeNetworking(c: CoachContext): Draft {
  const { m, f, facts, market } = c;
  const d = newDraft();
  const t = m.networking;
  const role = facts.careerRole ?? 'none';
  d.say(t.intro);
  d.say(t.role[role]);
  groundCareerRole(c, d);

  const companies = [...new Set(facts.roles.map((r) => r.company?.trim() ?? '').filter((x) => x !== ''))].slice(0, 3);
  const companyList = companies.length > 0 ? f.list(companies) : null;
  if (companyList) {
    d.say(t.companies(companyList));
    d.insight('strength', t.insightCompanies(companyList));
    for (const r of facts.roles.filter((x) => x.company && companies.includes(x.company.trim())).slice(0, 3)) {
      d.ground(
        r.current
          ? m.grounding.roleCv(`${r.title} (${r.company})`, r.start ? f.month(r.start) : null)
          : m.grounding.lastRole(`${r.title} (${r.company})`, r.end ? f.month(r.end) : null),
      );
    }
  }
  if (facts.topSkills.length > 0) {
    d.insight('strength', t.insightSkills(f.list(facts.topSkills.slice(0, 3))));
    groundSkills(c, d, facts.topSkills.slice(0, 3));
  }
  const talent = facts.talents.find((x) => NETWORK_TALENT_RE.test(x.talent_name.toLowerCase()));
  if (talent) talentInsight(c, d, talent);

  const code = questionOrHomeCountry(c);
  const notes = code ? (market.itemFor(code)?.culturalContext?.professionalNetworking ?? []) : [];
  if (code && notes.length > 0) {
    const ref = c.country(code);
    d.say(t.culture(ref));
    d.insight('market', t.insightCulture(ref, notes.length));
    for (const note of notes.slice(0, 2)) d.ground(m.grounding.cultureNote(code, note.topic, note.text));
  }

  d.rec('high', t.recReconnect(companyList));
  d.rec(
    'high',
    t.recProfile(facts.currentRole?.value ?? null, facts.topSkills.length > 0 ? facts.topSkills.slice(0, 3).join(' · ') : null),
  );
  d.rec('medium', t.recGroup(facts.topSkills[0] ?? null));
  d.rec('medium', t.recGive);
  d.rec('low', t.recInfo);

  d.act(t.actWrite, DAYS.week);
  d.act(t.actEvent, DAYS.twoWeeks);
  d.act(t.actConversations, DAYS.month);
  return d;
}
