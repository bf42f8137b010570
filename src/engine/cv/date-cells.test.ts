import { describe, expect, it } from 'vitest';
import { joinDateCellsBeside, joinSplitDateCells } from './date-cells';
import type { Line } from './read/types';

const cellLine = (text: string, row: number, cell: number): Line => ({ text, page: 1, column: 'full', heading: false, table: { index: 1, row, cell } });
const plain = (text: string): Line => ({ text, page: 1, column: 'full', heading: false });
const texts = (lines: readonly Line[]) => lines.map((l) => l.text);

describe('date cells', () => {
  it('joins a range broken over two lines of one cell', () => {
    expect(texts(joinSplitDateCells([cellLine('jul. 2024 –', 0, 0), cellLine('actualidad', 0, 0), cellLine('Enfermera', 0, 1)]))).toEqual([
      'jul. 2024 – actualidad',
      'Enfermera',
    ]);
  });

  it('joins a range wrapped in a timeline\'s date column after the end\'s month', () => {
    expect(texts(joinSplitDateCells([plain('June 2018 – November\tCarpenter'), plain('2021\tBristol Build Partners LLP, Bristol'), plain('▪ Trained 3 apprentices')]))).toEqual([
      'June 2018 – November 2021\tCarpenter',
      'Bristol Build Partners LLP, Bristol',
      '▪ Trained 3 apprentices',
    ]);
    // a word after a year is no half of a range
    expect(texts(joinSplitDateCells([plain('2019 Berlin\tKoch'), plain('2020\tHotel Adlon')]))).toEqual(['2019 Berlin\tKoch', '2020\tHotel Adlon']);
  });

  it('joins a right-aligned range wrapped in its column, the end year on the next line', () => {
    expect(texts(joinSplitDateCells([plain('Kierownik zmiany\tmarzec 2016 – listopad'), plain('Hotel Polonia\t2020'), plain('• Obsługa gości')]))).toEqual([
      'Kierownik zmiany\tmarzec 2016 – listopad 2020',
      'Hotel Polonia',
      '• Obsługa gości',
    ]);
    expect(texts(joinSplitDateCells([plain('Kelner\tmaj 2012 –'), plain('\tczerwiec 2014'), plain('Bar Mleczny')]))).toEqual(['Kelner\tmaj 2012 – czerwiec 2014', 'Bar Mleczny']);
    // two dates one above the other are two entries, not one range
    expect(texts(joinSplitDateCells([plain('University of Leeds — BSc\t2015'), plain('Leeds College — BTEC\t2013')]))).toEqual([
      'University of Leeds — BSc\t2015',
      'Leeds College — BTEC\t2013',
    ]);
  });

  it('puts a date cell printed right of its entry beside the entry’s first lines', () => {
    const row = [
      cellLine('Senior Data Analyst', 0, 0),
      cellLine('Brightloop Software plc', 0, 0),
      cellLine('Managed a team of 6 people', 0, 0),
      cellLine('since Oct 2023', 0, 1),
      cellLine('Dublin', 0, 1),
    ];
    expect(texts(joinDateCellsBeside([plain('Work Experience'), ...row]))).toEqual([
      'Work Experience',
      'Senior Data Analyst\tsince Oct 2023',
      'Brightloop Software plc\tDublin',
      'Managed a team of 6 people',
    ]);
  });

  it('puts a date cell printed left of its entry before the entry’s first line, as a date column reads', () => {
    const datesLeft = [cellLine('02/2022 – jelen', 0, 0), cellLine('Senior adatelemző', 0, 1), cellLine('Tóth Szoftver Zrt., Miskolc', 0, 1), cellLine('3 fős csapat vezetése', 0, 1)];
    expect(texts(joinDateCellsBeside(datesLeft))).toEqual(['02/2022 – jelen\tSenior adatelemző', 'Tóth Szoftver Zrt., Miskolc', '3 fős csapat vezetése']);
  });

  it('brings dates at the foot of the duties cell up beside the row’s first line', () => {
    const row = [
      cellLine('Brunel Estates Services Ltd', 0, 0),
      cellLine('Facilities Manager', 0, 0),
      cellLine('Responsible for hard and soft FM across 12 sites.', 0, 1),
      cellLine('Manage a £2.4m annual budget.', 0, 1),
      cellLine('June 2019 – Present', 0, 1),
    ];
    expect(texts(joinDateCellsBeside(row))).toEqual([
      'Brunel Estates Services Ltd\tJune 2019 – Present',
      'Facilities Manager',
      'Responsible for hard and soft FM across 12 sites.',
      'Manage a £2.4m annual budget.',
    ]);
  });

  it('a heading line of running text wrapped inside its range gets the range back whole', () => {
    const lines = [
      plain('Registered Veterinary Nurse, Pennine Animal Hospital — March 2016 to'),
      plain('August 2020'),
      plain('Student Veterinary Nurse, Wharfedale Pet Clinic, Otley — September 2013 to February'),
      plain('2016'),
      plain('Theatre nurse from 2014 to'),
      plain('the end of the year.'),
    ];
    expect(texts(joinSplitDateCells(lines))).toEqual([
      'Registered Veterinary Nurse, Pennine Animal Hospital — March 2016 to August 2020',
      'Student Veterinary Nurse, Wharfedale Pet Clinic, Otley — September 2013 to February 2016',
      'Theatre nurse from 2014 to',
      'the end of the year.',
    ]);
  });

  it("a timeline's marker in a cell of its own between the dates and the entry is nothing", () => {
    const row = [cellLine('kopš 2019. gada', 0, 0), cellLine('●', 0, 1), cellLine('Šefpavāra vietnieks', 0, 2), cellLine('SIA "Garšu Nams", Rīga', 0, 2)];
    expect(texts(joinDateCellsBeside(row))).toEqual(['kopš 2019. gada\tŠefpavāra vietnieks', 'SIA "Garšu Nams", Rīga']);
  });

  it('a duration under the dates in their cell is nothing: the employer below the title keeps its line', () => {
    const row = [cellLine('Feb 2020 – Current', 0, 0), cellLine('(6 years 10 months)', 0, 0), cellLine('Approved Electrician', 0, 1), cellLine('Soar Valley Electrical Ltd, Leicester', 0, 1)];
    expect(texts(joinDateCellsBeside(row))).toEqual(['Feb 2020 – Current\tApproved Electrician', 'Soar Valley Electrical Ltd, Leicester']);
  });

  it('year first: the end month wrapped below its year joins the range ("2012. szeptember – 2019." over "február")', () => {
    expect(texts(joinSplitDateCells([plain('2012. szeptember – 2019.\tHungária Audit Zrt.'), plain('február'), plain('2015.01. – 2019.02.\tAdótanácsadó')]))).toEqual([
      '2012. szeptember – 2019. február\tHungária Audit Zrt.',
      '2015.01. – 2019.02.\tAdótanácsadó',
    ]);
    // a year over a line that is no month stays as it was
    expect(texts(joinSplitDateCells([plain('2007 – 2009\tBudapesti Corvinus Egyetem'), plain('Pénzügy mesterszak (MSc)')]))).toEqual([
      '2007 – 2009\tBudapesti Corvinus Egyetem',
      'Pénzügy mesterszak (MSc)',
    ]);
  });

  it('a one-line row of the employer or the title beside its dates reads as one line', () => {
    const rows = [cellLine('Hallworth & Mendes LLP, Toronto, ON', 0, 0), cellLine('2017 – Current', 0, 1), cellLine('Paralegal, Civil Litigation', 1, 0), cellLine('Jan. 2020 – Current', 1, 1)];
    expect(texts(joinDateCellsBeside(rows))).toEqual(['Hallworth & Mendes LLP, Toronto, ON\t2017 – Current', 'Paralegal, Civil Litigation\tJan. 2020 – Current']);
  });

  it('leaves rows alone whose narrow cell holds no dates, or whose other cell starts with dates too', () => {
    const labels = [cellLine('Phone', 0, 0), cellLine('07700 900235', 0, 1)];
    expect(joinDateCellsBeside(labels)).toEqual(labels);
    const both = [cellLine('05/2019 – 09/2023', 0, 0), cellLine('2019: Data Analyst', 0, 1), cellLine('Brightloop', 0, 1)];
    expect(joinDateCellsBeside(both)).toEqual(both);
  });
});
