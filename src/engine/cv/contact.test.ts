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
  it('letters after the name are no part of it', () => {
    expect(contactOf("Geneviève Leblanc-O'Neill, BScN, RN\nRegistered Nurse\ngenevieve@example.com\n# Profile").name).toBe("Geneviève Leblanc-O'Neill");
    expect(contactOf('Aoife Byrne, PhD\nResearch Fellow\naoife@example.com\n# Profile').name).toBe('Aoife Byrne');
    expect(contactOf('Rhian Pritchard BA PGCE\nTeacher\nrhian@example.com\n# Profile').name).toBe('Rhian Pritchard');
    expect(contactOf('Tihana Babić, mag. iur.\nrhian@example.com\n# Profil').name).toBe('Tihana Babić');
    expect(contactOf('Jürgen Weiß, Dipl.-Kfm.\njw@example.com\n# Profil').name).toBe('Jürgen Weiß');
  });

  it("a name's label or the position applied for is no place", () => {
    expect(contactOf('ŽIVOTOPIS\nVeronika Šťastná\n# Osobní údaje\nJméno a příjmení\nveronika@example.com').location).toBeNull();
    expect(contactOf('Andreea Popescu\nSE CANDIDEAZĂ\nandreea@example.com\n# Experiență').location).toBeNull();
  });

  it('the places a person would move to are not where they live', () => {
    expect(contactOf('DeShawn Whitfield\nMemphis, TN 38118\ndeshawn@example.com\nWilling to relocate to: Nashville, TN - Louisville, KY\n# Work Experience').location).toBe('Memphis, TN 38118');
  });

  it('a profile export read sidebar first: the place under the name, further down, is the location', () => {
    // the name in the largest type, in the main column after the sidebar's sections
    const lines = toLines('# Contact\n07700 900418 (Mobile)\nimogen@example.com\nImogen Castellano\nSenior Data Analyst at Severnside Energy\nBristol, England, United Kingdom\n# Summary\nI help teams.').map(
      (l) => ({ ...l, fontSize: l.text === 'Imogen Castellano' ? 26 : 10 }),
    );
    const info = extractContact({ header: [], contact: lines.slice(1, 3), all: lines });
    expect(info.name).toBe('Imogen Castellano');
    expect(info.location).toBe('Bristol, England, United Kingdom');
  });

  it('an address a narrow sidebar wrapped before its post code, or inside it', () => {
    const side = (text: string) => toLines(text).map((l) => ({ ...l, column: 'side' as const }));
    const uk = side(`# CONTACT
24 Wilmslow Road, Manchester
M14 5RT
+44 7700 900108
rhys@example.com`);
    expect(extractContact({ header: [], contact: uk, all: uk }).location).toBe('24 Wilmslow Road, Manchester M14 5RT');
    const pt = side(`# CONTACTO
⌂ Rua de Santa Catarina, 66, 4000-
322 Porto
✆ 912 555 977`);
    expect(extractContact({ header: [], contact: pt, all: pt }).location).toBe('Rua de Santa Catarina, 66, 4000-322 Porto');
  });

  it('a name in the second cell of a layout table, after a sidebar of rated skills', () => {
    const cell = (c: number) => ({ index: 0, row: 0, cell: c });
    const lines = toLines(`◯
# KONTAKT
✉ ragnhildhaugen@example.com
# KOMPETANSE
Legal Research\t●●●●○
GDPR\t●●●●●
Employment Law\t●●●●●
Contract Law\t●●●●○
Contract Drafting\t●●●○○
Litigation\t●●●●●
# SPRÅK
Norsk\t●●●●●
Engelsk\t●●●●○
RAGNHILD HAUGEN
ADVOKAT
# PROFIL`).map((l, i) => ({ ...l, table: cell(i < 13 ? 0 : 1) }));
    const c = extractContact({ header: lines.slice(0, 1), contact: [], all: lines });
    expect(c.name).toBe('RAGNHILD HAUGEN');
  });

  it('the items of a sidebar’s skills section are never the name', () => {
    const cell = (c: number) => ({ index: 0, row: 0, cell: c });
    const lines = toLines(`# KONTAKT
Vasagatan 59, 753 10 Uppsala
08-555 165 76
# KOMPETENSER
Copywriting
Adobe Premiere Pro
Copy Editing
# SPRÅK
Svenska modersmål
Björn Holmgren
Redaktör
# PROFIL`).map((l, i) => ({ ...l, table: cell(i < 9 ? 0 : 1) }));
    const c = extractContact({ header: [], contact: lines.slice(1, 3), all: lines });
    expect(c.name).toBe('Björn Holmgren');
    // the sidebar cell is one cell of many lines, not a label/value row: its address is the location
    expect(c.location).toBe('Vasagatan 59, 753 10 Uppsala');
  });

  it('a one-word job title above a label ⇥ value row is not joined into a name', () => {
    const c = contactOf(`Ragnhild Strøm
Kaptein
Adresse\tStrandgaten 83, 4050 Sola
Telefon\t+47 415 55 018
# Profil`);
    expect(c.name).toBe('Ragnhild Strøm');
  });

  it('a name in spaced capitals that lost its word space gets it back from the e-mail', () => {
    const c = contactOf(`RUBENVISSER
SENIOR SOFTWAREONTWIKKELAAR
ruben.visser@example.com · Groningen
# PROFIEL`);
    expect(c.name).toBe('RUBEN VISSER');
  });

  it('an e-mail that gives only the initial still puts the word space back before the surname', () => {
    const c = contactOf(`KAJAMORTENSEN
PROSJEKTLEDER
k.mortensen@example.com · Bergen
# PROFIL`);
    expect(c.name).toBe('KAJA MORTENSEN');
  });

  it('a Europass label column: the logo word before the name and the label rows below it are not the name', () => {
    const c = contactOf(`europass\tLuisa Fernández Ortega
Dirección\tZaragoza
Teléfono\t+34 976 555 123
Correo electrónico\tluisa@example.com
# EXPERIENCIA PROFESIONAL`);
    expect(c.name).toBe('Luisa Fernández Ortega');
    const plain = contactOf(`Adresse Leipzig
Ortega Ruiz Marta
# PROFIL`);
    expect(plain.name).toBe('Ortega Ruiz Marta');
  });

  it('English: name, title and a contact line with separators', () => {
    const c = contactOf(`Oliver Pennington
Senior Software Engineer · Bristol, UK · 07700 900123 · oliver@example.com · github.com/example-op
# SUMMARY`);
    expect(c).toMatchObject({ name: 'Oliver Pennington', email: 'oliver@example.com', phone: '07700 900123', location: 'Bristol, UK', links: ['github.com/example-op'] });
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
    // a post code after its label
    expect(findPhone('Rua Padre Eustáquio, 1450 – Belo Horizonte/MG – CEP 30710-580')).toBeNull();
    expect(findPhone('2015 - 2018')).toBeNull();
    expect(findPhone('+45 31 55 50 12')).toBe('+45 31 55 50 12');
  });
});

describe('contact labels', () => {
  it('the Swedish "Adress:" label is dropped whole from the location, and a label glued to a longer word is no label', () => {
    const c = contactOf(`Elin Berg
Adress: Storgatan 14, 582 24 Linköping
E-post: elin.berg@example.com
# PROFIL`);
    expect(c.location).toBe('Storgatan 14, 582 24 Linköping');
  });
});

describe('a header band of labels over values (held-out CV, 2026-11-29)', () => {
  it('a row of labels is no labelled location; the place is found among the values', () => {
    const c = contactOf('Ana Horvat\nADRESA\tMOBITEL\tDATUM ROĐENJA\nUlica Ruđera Boškovića 21\t+385 91 555 2384\t12. 8. 1992.\n21000 Split\tE-POŠTA\n# PROFIL\nx');
    expect(c.location).not.toMatch(/MOBITEL/);
    expect(c.location).toMatch(/21000 Split/);
  });
});

describe('an address label before another label (held-out CV, 2026-11-29)', () => {
  it('"Indirizzo e-mail:" is the mail; "Indirizzo:" is the home', () => {
    const c = contactOf('Beatrice Abbà\nIndirizzo e-mail: beatrice.abba@example.com\nIndirizzo: Via Sacchi 44, 10128, Torino, Italia\n# PRESENTAZIONE\nx');
    expect(c.location).toBe('Via Sacchi 44, 10128, Torino, Italia');
    expect(c.email).toBe('beatrice.abba@example.com');
  });
});

describe('the older Europass personal data (held-out CV, 2026-11-29)', () => {
  it('a label run into its value still names the person; an address row holds no phone', () => {
    const c = contactOf('europass\nŽivotopis\nOsobné údaje\nMeno / Priezvisko Ľubomír Kňazovický\nAdresa\tHollého 1458/21, 017 01 Považská Bystrica\nTelefón\tMobil: +421 905 555 123\n# Prax\nx');
    expect(c.name).toBe('Ľubomír Kňazovický');
    expect(c.phone).toBe('+421 905 555 123');
  });

  it('an address whose post code and town wrapped below its label; Catalan labels', () => {
    expect(contactOf(`Francisco Moreno Cuesta\nDomicilio:\tC/ Sierra de Cazorla, 14, 2º izq.\n41008 Sevilla\nTeléfono:\t655 550 183`).location).toBe(
      'C/ Sierra de Cazorla, 14, 2º izq. 41008 Sevilla',
    );
    const ca = contactOf(`Josep Maria Ferré i Vidal\nAdreça:\tC/ de Sant Llorenç, 27\n43201 Reus (Tarragona)\nTelèfon:\t977 555 318`);
    expect(ca.name).toBe('Josep Maria Ferré i Vidal');
    expect(ca.location).toBe('C/ de Sant Llorenç, 27 43201 Reus (Tarragona)');
  });

  it('a contact line set with icons: the labelled phone, not a house number and post code; the address apart from the phone and e-mail', () => {
    const c = contactOf(`Lukas Pichlmayr\nOberbauleiter Hochbau\nWiener Straße 112/4, 4020 Linz Tel.: 0664 555 23 81 lukas.pichlmayr@example.com\n# Persönliche Daten\nPräsenzdienst:\t10/2008 – 03/2009, abgeleistet`);
    expect(c.phone).toBe('0664 555 23 81');
    expect(c.location).toBe('Wiener Straße 112/4, 4020 Linz');
    // the Europass editor's kind of address is no part of it
    expect(contactOf(`Giulia Neri\nIndirizzo: Via Santo Stefano 88, 40125 Bologna (Abitazione)\nTelefono: +39 333 555 0147`).location).toBe('Via Santo Stefano 88, 40125 Bologna');
    expect(contactOf(`Ioana Marin\nAdresă: Strada Lungă 4, 400363, Cluj-Napoca, România (Acasă)`).location).toBe('Strada Lungă 4, 400363, Cluj-Napoca, România');
  });

  it("the Europass editor's header: the flag's stars before the name are no part of it", () => {
    const c = contactOf(`europass\n★ ★ ★ ★ ★\tSergio Lanuza Gimeno\nNacionalidad: Española |\tFecha de nacimiento: 12/02/1988\nDirección de correo electrónico: sergio.lanuza@example.com\n# EXPERIENCIA LABORAL\n[ 01/03/2020 – Actual ]\nJefe de Tráfico\nTransportes Ebro Norte S.L.`);
    expect(c.name).toBe('Sergio Lanuza Gimeno');
  });
});


describe('the fourth held-out batches (2026-11-30)', () => {
  it('a row of two label–value pairs gives its first value as the place', () => {
    const c = contactOf('Rocío Amengual Ferrer\nEmail\trocio.amengual@example.com\tTeléfono\t671 555 208\nLocalidad\tPalma, Illes Balears (07008)\tFecha de nacimiento\t12/04/1991');
    expect(c.location).toBe('Palma, Illes Balears (07008)');
  });
});

describe('a hyphenated town wrapped in a narrow column', () => {
  it('"Str. Fabricii 12, Târgu-" over "Mureș" is one address', () => {
    expect(contactOf('Elena Pop\n+40 721 555 012\nelena.pop@example.com\nStr. Fabricii 12, Târgu-\nMureș\n# Experiență\nx').location).toBe('Str. Fabricii 12, Târgu-Mureș');
  });
});
