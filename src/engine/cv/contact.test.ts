import { describe, expect, it } from 'vitest';
import { extractContact, findPhone, looksLikeName } from './contact';
import { toLines } from './test-lines';

function contactOf(text: string) {
  const lines = toLines(text);
  const firstHeading = lines.findIndex((l) => l.heading);
  const header = firstHeading < 0 ? lines : lines.slice(0, firstHeading);
  return extractContact({ header, contact: [], all: lines });
}

describe('extractContact', () => {
  it('English: name, title and a contact line with separators', () => {
    const c = contactOf(`Oliver Pennington
Senior Software Engineer · Bristol, UK · 07700 900123 · oliver@example.com · github.com/example-op
# SUMMARY`);
    expect(c).toEqual({ name: 'Oliver Pennington', email: 'oliver@example.com', phone: '07700 900123', location: 'Bristol, UK', links: ['github.com/example-op'] });
  });

  it('German: labelled phone and e-mail, job title and city on one line', () => {
    const c = contactOf(`Wolfgang Reichenbach
Geschäftsführer · Düsseldorf
Telefon: +49 211 5550 8890 · E-Mail: w.r@example.com
# Berufliche Laufbahn`);
    expect(c.name).toBe('Wolfgang Reichenbach');
    expect(c.phone).toBe('+49 211 5550 8890');
    expect(c.email).toBe('w.r@example.com');
    expect(c.location).toBe('Düsseldorf');
  });

  it('French: upper-case surname, city – phone – e-mail', () => {
    const c = contactOf(`Manon GIRARD
Masseur-kinésithérapeute D.E.
Bordeaux - 06 39 98 76 21 - manon@example.com
# FORMATION`);
    expect(c).toMatchObject({ name: 'Manon GIRARD', phone: '06 39 98 76 21', location: 'Bordeaux' });
  });

  it('German: a street address with house number and postcode on its own line is the location', () => {
    const c = contactOf(`Katharina Vogel
Hafenstraße 12, 20457 Hamburg
Tel.: 0171 2345678
E-Mail: k.vogel@example.de
# BERUFLICHER WERDEGANG`);
    expect(c).toMatchObject({ location: 'Hafenstraße 12, 20457 Hamburg', phone: '0171 2345678' });
  });

  it('Italian: street address with postcode, birth date is not a phone number', () => {
    const c = contactOf(`Marco Bellandi
Via dell'Esempio 7, 40126 Bologna – Cell. +39 051 555 0193 – marco@example.com
Nato a Ferrara il 03/02/1985 · Patente B
# Profilo`);
    expect(c.phone).toBe('+39 051 555 0193');
    expect(c.location).toBe("Via dell'Esempio 7, 40126 Bologna");
  });

  it('Spanish and Dutch: name with particles', () => {
    expect(contactOf(`Lucía Fernández Prieto\nProject Manager · Barcelona · +34 93 555 0168\n# PERFIL`)).toMatchObject({
      name: 'Lucía Fernández Prieto',
      location: 'Barcelona',
    });
    expect(contactOf(`Pieter van der Linden\nAmersfoort | +31 30 555 0172 | p@example.com\n# Werkervaring`)).toMatchObject({
      name: 'Pieter van der Linden',
      location: 'Amersfoort',
    });
  });
});

describe('looksLikeName / findPhone', () => {
  it('tells names from headings and job titles', () => {
    expect(looksLikeName('Katarzyna Wójcik')).toBe(true);
    expect(looksLikeName('MARKETING MANAGERIN')).toBe(false);
    expect(looksLikeName('Berufliche Laufbahn')).toBe(false);
  });
  it('ignores dates and short numbers', () => {
    expect(findPhone('21-08-1986')).toBeNull();
    expect(findPhone('2015 - 2018')).toBeNull();
    expect(findPhone('+45 31 55 50 12')).toBe('+45 31 55 50 12');
  });
});
