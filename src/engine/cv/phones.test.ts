import { describe, expect, it } from 'vitest';
import { findPhoneIn } from './phones';

describe('findPhoneIn', () => {
  it.each([
    ['Chicago, IL | (312) 555-0123 | a@example.com', ['US'], '(312) 555-0123'],
    ['Newark, NJ · 973-555-0123', ['US'], '973-555-0123'],
    ['+1 312 555 0123', [], '+1 312 555 0123'],
    ['puh. 040 555 0132', ['FI'], '040 555 0132'],
    ['Telefon: +420 737 555 014', [], '+420 737 555 014'],
    ['(31) 95555-0142 | luana@example.com', ['BR'], '(31) 95555-0142'],
    ['Mobil: 070-555 12 34', ['SE'], '070-555 12 34'],
  ])('%s', (text, regions, phone) => {
    expect(findPhoneIn(text, regions)?.phone).toBe(phone);
  });

  it.each([['10.2022 – 08.2025'], ['2012 — 2015'], ['03/2019-05/2021']])('a date range is never a phone: %s', (text) => {
    expect(findPhoneIn(text, ['SI', 'IT'])).toBeNull();
  });

  it.each([['4400-123 Vila Nova de Gaia'], ['Columbus, OH 43215-1234']])('a post code with a hyphen before its town is no phone: %s', (text) => {
    expect(findPhoneIn(text, [], false)).toBeNull();
    expect(findPhoneIn('Telemóvel: 4400-123 Vila', ['PT'], false)).not.toBeNull();
  });

  it('a US number is found even without a hint (fallback regions)', () => {
    expect(findPhoneIn('Austin, TX | (512) 555-0175', [])?.phone).toBe('(512) 555-0175');
  });

  it.each([
    ['NMBI PIN 123456789', ['IE']],
    ['Colorado RN License No. 1555012', ['US']],
    ['ORCID 0000-0002-5550-3187', ['RO']],
    ['CRESS 6ª Região nº 55.555', ['BR']],
    ['Registration number: 0612 345 678', ['NL']],
    ['Datum narození: 17. 5. 1985', ['CZ']],
    ['2014 – 2019', ['DE']],
    ['12345678', ['DE']],
  ])('an identifier or a date is not a phone: %s', (text, regions) => {
    expect(findPhoneIn(text, regions)).toBeNull();
  });

  it('a phone label wins over an identifier-like word', () => {
    expect(findPhoneIn('Tel. no.: +47 415 55 012', [])?.phone).toBe('+47 415 55 012');
  });
});
