import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, interfaceLanguages, timezones } from '@/contract/profile';
import { mergeSettings } from './merge-settings';
import { isCulturalContext, languageNames, timeNow, timeZoneName } from './preference-options';

describe('settings shown before the server answers', () => {
  it('change only what the update names', () => {
    const current = { ...DEFAULT_SETTINGS, updated_at: null };
    const next = mergeSettings(current, { privacy: { profileVisibility: 'public' }, preferences: { language: 'de' } });
    expect(next.privacy).toEqual({ ...DEFAULT_SETTINGS.privacy, profileVisibility: 'public' });
    expect(next.preferences).toEqual({ ...DEFAULT_SETTINGS.preferences, language: 'de' });
    expect(next.notifications).toEqual(DEFAULT_SETTINGS.notifications);
    expect(current.preferences.language).toBe('en'); // not changed in place
  });
});

describe('preference choices', () => {
  it('name every interface language in itself', () => {
    expect(interfaceLanguages.map((l) => languageNames[l])).toEqual(['English', 'Deutsch', 'Français', 'Español', 'Italiano', 'Nederlands']);
  });

  it('name time zones in the interface language and tell the time there', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(timeZoneName('en', 'Europe/Berlin', winter)).toBe('Central European Time');
    expect(timeZoneName('de', 'Europe/Berlin', winter)).toBe('Mitteleuropäische Zeit');
    expect(timeNow('en-GB', 'America/New_York', winter)).toBe('07:00');
    expect(timeNow('en-GB', 'Europe/London', winter)).toBe('12:00');
    for (const zone of timezones) expect(timeZoneName('fr', zone, winter)).not.toBe(zone);
  });

  it('know the default cultural context', () => {
    expect(isCulturalContext(DEFAULT_SETTINGS.preferences.culturalContext)).toBe(true);
    expect(isCulturalContext('martian')).toBe(false);
  });
});
