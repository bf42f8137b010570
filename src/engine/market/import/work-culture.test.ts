import { describe, expect, it } from 'vitest';
import { importWorkCulture } from './work-culture';

const GOOD = `# Work culture notes

Intro paragraph.

## Germany (DE)
- **Communication:** people tend to be *direct*. [S1]
- **Formality:** use the formal *Sie*. [S1][S2]

## Denmark (DK)
- **Structure:** hierarchies are flat. [S2]

### Sources for this file
- S1: mooc.eu-mobility.eu, "Intercultural preparation — Germany", https://mooc.example/de.html
- S2: Work in Denmark, "Working culture", https://workindenmark.example/culture
`;

describe('importWorkCulture', () => {
  it('reads notes per country with their topic, plain text and cited sources', () => {
    const { records, errors } = importWorkCulture(GOOD);
    expect(errors).toEqual([]);
    expect(records.map((r) => [r.country, r.countryName, r.notes.length])).toEqual([
      ['DE', 'Germany', 2],
      ['DK', 'Denmark', 1],
    ]);
    expect(records[0].notes[1]).toEqual({
      topic: 'Formality',
      text: 'use the formal Sie.',
      sources: [
        {
          id: 'S1',
          citation: 'mooc.eu-mobility.eu, "Intercultural preparation — Germany", https://mooc.example/de.html',
          url: 'https://mooc.example/de.html',
        },
        {
          id: 'S2',
          citation: 'Work in Denmark, "Working culture", https://workindenmark.example/culture',
          url: 'https://workindenmark.example/culture',
        },
      ],
    });
  });

  it('reports notes without a topic or a known source, bad headings and empty countries', () => {
    const text = `## Germany (DE)
- people are direct. [S1]
- **Formality:** formal. [S9]
- **Meetings:** agendas.
## Atlantis (AT-X)
## Narnia (NA)
## Spain (ES)
### Sources for this file
- S1: a source, https://example.org
- nonsense
`;
    const { records, errors } = importWorkCulture(text);
    expect(records).toEqual([]);
    expect(errors).toEqual([
      { line: 1, message: 'Germany (DE) has no notes' },
      { line: 2, message: 'a note must start with a bold topic: "- **Topic:** text [S1]"' },
      { line: 3, message: 'the note cites S9, which the source list does not have' },
      { line: 4, message: 'the note cites no source' },
      { line: 5, message: 'a country heading must read "## <Country> (<ISO code>)"' },
      { line: 6, message: 'unknown country code "NA"' },
      { line: 7, message: 'Spain (ES) has no notes' },
      { line: 10, message: 'a source line must read "- S<n>: <citation>"' },
    ]);
  });
});
