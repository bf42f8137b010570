/**
 * What a shared response may contain (ADR 022): the person's data cut down to the fields whose
 * visibility reaches the audience, before anything is rendered, so no renderer can leak a private
 * field by accident. Places are reduced to the city: a CV often carries a full street address.
 */
import type { SharedAudience, SharingSettings, VisibilityField } from '@/contract/visibility';
import { isVisibleTo } from '@/contract/visibility';
import { cityOf } from '@/engine/cv/profile-facts';
import type { PerspectiveData } from '@/engine/perspectives/types';

/** The person's data as a response for `audience` may show it. */
export function shareableData(data: PerspectiveData, sharing: SharingSettings, audience: SharedAudience): PerspectiveData {
  const shows = (field: VisibilityField) => isVisibleTo(sharing.fields[field], audience);
  const { profile, analysis } = data;
  return {
    profile: {
      fullName: shows('full_name') ? profile.fullName : null,
      currentRole: shows('headline') ? profile.currentRole : null,
      company: shows('headline') ? profile.company : null,
      yearsOfExperience: shows('headline') ? profile.yearsOfExperience : null,
      location: shows('location') ? cityOf(profile.location) : null,
      careerGoals: shows('career_goals') ? profile.careerGoals : [],
      bio: shows('bio') ? profile.bio : null,
      email: shows('email') ? (profile.email ?? null) : null,
      phone: shows('phone') ? (profile.phone ?? null) : null,
    },
    analysis: analysis && {
      ...analysis,
      personalInfo: {
        ...analysis.personalInfo,
        name: shows('full_name') ? analysis.personalInfo.name : null,
        email: shows('email') ? analysis.personalInfo.email : null,
        phone: shows('phone') ? analysis.personalInfo.phone : null,
        location: shows('location') ? cityOf(analysis.personalInfo.location) : null,
        links: shows('links') ? analysis.personalInfo.links : [],
      },
      summary: shows('summary') ? analysis.summary : null,
      skills: shows('skills') ? analysis.skills : [],
      experience: shows('experience') ? analysis.experience.map((e) => ({ ...e, location: cityOf(e.location) })) : [],
      education: shows('education') ? analysis.education : [],
      languages: shows('languages') ? analysis.languages : [],
    },
    talents: shows('talents') ? data.talents : [],
  };
}

const digits = (text: string) => text.replace(/\D/g, '');
// national and international forms of one number share their last digits
const PHONE_TAIL = 7;

/**
 * Whether a text carries the person's own e-mail or phone while that field is hidden from the
 * audience: a CV line may hold them even when the contact section does not.
 */
export function hiddenContactGuard(data: PerspectiveData, hide: { email: boolean; phone: boolean }): ((text: string) => boolean) | null {
  const emails = hide.email
    ? [data.profile.email, data.analysis?.personalInfo.email].flatMap((e) => (e && e.trim() !== '' ? [e.trim().toLowerCase()] : []))
    : [];
  const tails = hide.phone
    ? [data.profile.phone, data.analysis?.personalInfo.phone].map((p) => digits(p ?? '')).filter((d) => d.length >= PHONE_TAIL).map((d) => d.slice(-PHONE_TAIL))
    : [];
  if (emails.length === 0 && tails.length === 0) return null;
  return (text) => {
    const lower = text.toLowerCase();
    if (emails.some((e) => lower.includes(e))) return true;
    const runs = (text.match(/\+?\d[\d\s().\/-]*\d/g) ?? []).map(digits).filter((d) => d.length >= PHONE_TAIL);
    return runs.some((run) => tails.some((tail) => run.endsWith(tail)));
  };
}
