import { describe, expect, it } from 'vitest';
import { extractContact } from './contact';
import { findPlace } from './places';
import { toLines } from './test-lines';

describe('findPlace', () => {
  it.each([
    ['Columbus, OH', 'US'],
    ['Dublin, OH', 'US'],
    ['Austin, Texas', 'US'],
    // a street address before "City, ST ZIP"
    ['1120 N. 3rd Street, Unit 408, Phoenix, AZ 85004', 'US'],
    // Québec's way: the province in brackets, the postal code after it
    ['4512, rue Fabre, Montréal (Québec) H2J 3V4', 'CA'],
    ['Belo Horizonte/MG', 'BR'],
    ['Satakunnankatu 55 B 12, 33210 Tampere', 'FI'],
    ['ul. Piotrkowska 155 m. 12, 90-418 Łódź', 'PL'],
    ['Křenová 55, 602 00 Brno', 'CZ'],
    ['Rua de Santa Catarina 155, 4000-447 Porto', 'PT'],
    ['118 Ranelagh Road, Dublin D06 F7X2', 'IE'],
    ['Galway H91 E2K3', 'IE'],
    // a postal district after the city, an Eircode after a comma
    ['12 Griffith Avenue, Drumcondra, Dublin 9, D09 X2Y3', 'IE'],
    ['Drumcondra, Dublin 9', 'IE'],
    ['400363 Cluj-Napoca, România', 'RO'],
    ['Kraków, Poland', 'PL'],
    ['Berlin, DE', 'DE'],
    ['Tallinn', 'EE'],
    // Canadian provinces and postal codes, Australian states and post codes
    ['Toronto, ON M4C 1B5', 'CA'],
    ['Laval, QC', 'CA'],
    ['Mississauga, Ontario', 'CA'],
    ['Parramatta NSW 2150', 'AU'],
    ['Perth WA 6000', 'AU'],
    ['Geelong, Victoria', 'AU'],
    // a country or a province in brackets after the place (the Europass editor writes "(Portugal)")
    ['Rua de Vilar do Senhor 214, 4470-157 Maia (Portugal)', 'PT'],
    ['Málaga (Andalucía)', 'ES'],
    ['Dieppe, New Brunswick E1A 5X9', 'CA'],
    ['Str. Observatorului nr. 94, ap. 17, 400363 Cluj-Napoca, jud. Cluj', 'RO'],
    // a post code after its country's letter
    ['12, rue du Brill, L-4041 Esch-sur-Alzette', 'LU'],
    ['Campinas/SP', 'BR'],
    // a country named in the CV's language (the CLDR tables)
    ['Brighton, Reino Unido', 'GB'],
    ['Lyon, Frankreich', 'FR'],
    ['Hamilton, Waikato', 'NZ'],
    ['Rotherham S60', 'GB'],
  ])('%s', (item, country) => {
    const place = findPlace(item);
    expect(place?.value).toBe(item);
    expect(place?.country).toBe(country);
  });

  it.each(['E-post:', 'POSITION', 'Senior Engineer', '2019 – 2021', 'ATPL(A) 2013', 'Nestlé SA', 'Permis C / CE', 'Support Engineer L3'])('not a place: %s', (item) => {
    expect(findPlace(item)).toBeNull();
  });
});

describe('location in the contact block', () => {
  const locationOf = (text: string): string | null => {
    const lines = toLines(text);
    const first = lines.findIndex((l) => l.heading);
    return extractContact({ header: lines.slice(0, first), contact: [], all: lines }).location;
  };

  it('a label no list knows goes from before the place', () => {
    expect(locationOf('Maja Novak\nDomači naslov: Mariborska cesta 55, 3000 Celje (Slovenija)\nmaja@example.com\n# Delovne izkušnje\nx')).toBe('Mariborska cesta 55, 3000 Celje (Slovenija)');
  });

  it('a job title on its own line loses to the place on the contact line', () => {
    expect(locationOf('SINDRE VIK\nFlyger – First Officer\nSola · +47 415 55 012 · s@example.com\n# PROFIL\nx')).toBe('Sola');
  });

  it('a labelled address in another language', () => {
    expect(locationOf('Jan Novák\nAdresa:\tKřenová 55, 602 00 Brno\n# Praxe\nx')).toBe('Křenová 55, 602 00 Brno');
    expect(locationOf('Jan Kowalski\nAdres: ul. Długa 5, 80-827 Gdańsk\n# Doświadczenie\nx')).toBe('ul. Długa 5, 80-827 Gdańsk');
  });

  it('"City, ST" in a US header line', () => {
    expect(locationOf('JORDAN ALVAREZ\nDenver, CO | (303) 555-0198 | j@example.com\n# EXPERIENCE\nx')).toBe('Denver, CO');
  });

  it('a Brazilian town with its state after a comma, unless the code is a country of the town or a US state', () => {
    expect(findPlace('Ribeirão Preto, SP')).toMatchObject({ country: 'BR' });
    expect(findPlace('Madrid, ES')?.country).toBe('ES');
    expect(findPlace('Erie, PA')?.country).toBe('US');
  });

  it('an Irish town with its county', () => {
    expect(findPlace('Ballincollig, Co. Cork')).toMatchObject({ value: 'Ballincollig, Co. Cork', country: 'IE' });
    expect(findPlace('Tralee, County Kerry')?.country).toBe('IE');
  });

  it('a city with its region or its post code after it; the job title under the name is no place', () => {
    expect(findPlace('Łódź, woj. łódzkie')).toMatchObject({ value: 'Łódź, woj. łódzkie', country: 'PL' });
    expect(findPlace('Lielā iela 22–5, Jelgava, LV-3001')?.country).toBe('LV');
    expect(findPlace('Acme, Region Nord')).toBeNull();
    // a US street with its direction is no Dutch post code and town; a Dutch one still is
    expect(findPlace('Sauté, Grill & Prep 4120 SE Division St')).toBeNull();
    expect(findPlace('2511 CV Den Haag')?.value).toBe('2511 CV Den Haag');
    expect(locationOf('Jānis Ozoliņš\nAutomehāniķis · vieglo un kravas auto diagnostika\nTālr.: +371 29 555 123\n# DARBA PIEREDZE\nx')).toBeNull();
  });
});
