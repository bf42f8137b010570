import { describe, expect, it } from 'vitest';
import { defaultPerspective } from './defaults';
import { renderPerspective } from './render-perspective';
import { EMAIL, NOW, nobody, person } from './test-fixtures';
import { perspectiveToText } from './to-text';

describe('perspectiveToText', () => {
  it('writes title, audience, tone, coverage and every section with its items, details and evidence', () => {
    const text = perspectiveToText(renderPerspective(defaultPerspective('technical'), person(), { now: NOW, language: 'en' }));
    const lines = text.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Technical',
      'Audience: Tech leads and engineering managers',
      'Tone: neutral',
      'Data coverage: 100%',
    ]);
    expect(text).toContain(
      '\nTechnical skills\n----------------\n- Python\n  Software · expert\n  > Wrote batch jobs in Python for the billing system.\n',
    );
    expect(text.endsWith('\n')).toBe(true);
  });

  it('uses the view’s language for its labels', () => {
    const text = perspectiveToText(renderPerspective(defaultPerspective('hr'), person(), { now: NOW, language: 'de' }));
    // Intl puts a no-break space before "%" in German
    expect(
      text
        .replace(/\u00a0/g, ' ')
        .split('\n')
        .slice(0, 4),
    ).toEqual(['HR/Recruiting', 'Zielgruppe: Recruiter und Personalabteilungen', 'Tonfall: förmlich', 'Datenabdeckung: 100 %']);
  });

  it('carries no contact data for the public portfolio', () => {
    const text = perspectiveToText(renderPerspective(defaultPerspective('public'), person(), { now: NOW, language: 'en' }));
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('1234567');
  });

  it('is only the header for an empty view', () => {
    const text = perspectiveToText(renderPerspective(defaultPerspective('public'), nobody(), { now: NOW, language: 'en' }));
    expect(text).toBe('Public Portfolio\nAudience: Anyone with the link\nTone: friendly\nData coverage: 0%\n');
  });
});
