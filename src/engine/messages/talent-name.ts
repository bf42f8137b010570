/**
 * A talent's name inside a generated sentence ("Make your Negotiation visible"), in the catalogue's
 * language: from the talent's message key (ADR 019) when the sentence carries it, else the stored
 * English name (insights stored before the key was passed along).
 */
import type { TalentId } from '../talents/catalogue';
import type { TalentMessages } from '../talents/messages/types';

export function talentName(messages: TalentMessages, p: { talent: string; talent_key?: string }): string {
  return p.talent_key && Object.hasOwn(messages.talents, p.talent_key) ? messages.talents[p.talent_key as TalentId].name : p.talent;
}
