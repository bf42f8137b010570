import { describe, expect, it } from 'vitest';
import { matchSkillsInText } from './match-skills-in-text';
import { loadTaxonomy } from './taxonomy';

const names = (text: string) => matchSkillsInText(text).map((m) => m.skill.name);

describe('matchSkillsInText', () => {
  it('finds skills with their exact text and offsets', () => {
    const text = 'Ich habe Erfahrung mit SEO / SEA und Google Analytics.';
    const mentions = matchSkillsInText(text);
    expect(mentions.map((m) => m.text)).toEqual(['SEO', 'SEA', 'Google Analytics']);
    for (const m of mentions) expect(text.slice(m.start, m.end)).toBe(m.text);
    expect(mentions[2].skill.name).toBe('Google Analytics');
  });

  it('keeps short and ordinary-word skills out of prose', () => {
    expect(names('I will go to the office')).toEqual([]);
    expect(names('Go-live of the new portal in Spring 2020; word of mouth; access to the building')).toEqual([]);
    expect(names('We excel at rust removal and swift delivery')).toEqual([]);
    expect(names('La vue est belle, il faut aller vite.')).toEqual([]);
  });

  it('finds short names as list items or beside related skills', () => {
    expect(names('Programming in R and C++')).toEqual(['R', 'C++']);
    expect(names('Skills: Go, Rust, Swift\nExcel, Word, Access')).toEqual(['Go', 'Rust', 'Swift', 'Excel', 'Word', 'Access']);
    expect(names('Services written in Go and PostgreSQL')).toEqual(['Go', 'PostgreSQL']);
  });

  it('handles symbols and Unicode word boundaries', () => {
    expect(names('C#, .NET, CI/CD, Node.js and F#')).toEqual(['C#', '.NET', 'CI/CD', 'Node.js', 'F#']);
    expect(names('Thérapie manuelle, drainage lymphatique et kinésithérapie respiratoire')).toEqual([
      'Manual Therapy',
      'Lymphatic Drainage',
      'Respiratory Physiotherapy',
    ]);
    // "Scrum" inside a longer word is not a mention
    expect(names('Scrumptious food')).toEqual([]);
  });

  it('prefers the longest spelling', () => {
    expect(names('Microsoft Excel and Spring Boot')).toEqual(['Excel', 'Spring Boot']);
  });

  it('matches a two-page CV quickly', () => {
    loadTaxonomy();
    const paragraph =
      'Senior software engineer with 8 years of experience in TypeScript, React and Node.js. Led a team of five, ' +
      'introduced CI/CD with GitHub Actions and Terraform on AWS, and mentored juniors. Improved SEO and reporting in Power BI. ' +
      'Verantwortlich für Buchhaltung, Controlling und Projektmanagement; gestion de projet et conduite du changement. ';
    let text = '';
    while (text.length < 6000) text += paragraph;
    const runs = 20;
    const start = performance.now();
    let found = 0;
    for (let i = 0; i < runs; i++) found = matchSkillsInText(text).length;
    const ms = (performance.now() - start) / runs;
    expect(found).toBeGreaterThan(20);
    // generous for a busy CI machine: the aim is milliseconds, not seconds
    expect(ms).toBeLessThan(500);
  });
});
