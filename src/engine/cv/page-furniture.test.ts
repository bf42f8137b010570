import { describe, expect, it } from 'vitest';
import { withoutPageFurniture } from './page-furniture';
import type { Line } from './read/types';

const line = (text: string, page = 1): Line => ({ text, page, column: 'full', heading: false });

describe('withoutPageFurniture', () => {
  it('drops the lines that number their page in a document of several pages, in several languages', () => {
    const lines = [
      line('Lettings Negotiator\tJan 2013 – Feb 2016'),
      line('Hannah Whitcombe – CV – Page 1 of 2'),
      line('Aire Valley Estates, Shipley', 2),
      line('Seite 2 von 3', 2),
      line('2/3', 2),
      line('Strona 2 z 3', 2),
      line('Pagina 2 di 2', 2),
    ];
    expect(withoutPageFurniture(lines).map((l) => l.text)).toEqual(['Lettings Negotiator\tJan 2013 – Feb 2016', 'Aire Valley Estates, Shipley']);
  });

  it('keeps content that names a page, and a one-page document as it is', () => {
    const lines = [line('Designed a landing page for 3 clients'), line('Page Hospitality Group, Leeds', 2), line('Paged on-call rota 1/2 weeks', 2)];
    expect(withoutPageFurniture(lines)).toEqual(lines);
    const single = [line('Jane Doe – Page 1 of 1')];
    expect(withoutPageFurniture(single)).toBe(single);
  });
});
