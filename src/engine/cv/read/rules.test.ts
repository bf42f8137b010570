import { describe, expect, it } from 'vitest';
import { parsePgm, removeRules, type GreyImage } from './rules';

/** A white page with dark rectangles on it. */
function page(width: number, height: number, boxes: [number, number, number, number][]): GreyImage {
  const pixels = new Uint8Array(width * height).fill(245);
  for (const [x0, y0, x1, y1] of boxes) for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) pixels[y * width + x] = 20;
  return { width, height, pixels };
}
const dark = (img: GreyImage, x: number, y: number): boolean => img.pixels[y * img.width + x] < 128;

describe('table rules removed from a scanned page', () => {
  it("a bordered table's grid goes, slightly tilted too; the letters inside its cells stay", () => {
    const boxes: [number, number, number, number][] = [];
    // three rules across, each in two steps a pixel apart (a tilt), and three rules down
    for (const y of [100, 200, 300]) boxes.push([50, y, 400, y + 3], [400, y + 1, 750, y + 4]);
    for (const x of [50, 300, 748]) boxes.push([x, 100, x + 3, 304]);
    // a "letter" in a cell: short strokes
    boxes.push([100, 140, 104, 170], [100, 140, 115, 144]);
    const img = page(800, 2000, boxes);
    expect(removeRules(img)).toBeGreaterThan(0);
    expect(dark(img, 200, 101) || dark(img, 600, 202) || dark(img, 301, 250)).toBe(false);
    expect(dark(img, 101, 150)).toBe(true);
  });

  it('a heading rule and a timeline line alone, with no grid, stay; so does a dark band', () => {
    const img = page(800, 400, [[50, 60, 750, 62], [60, 100, 62, 380], [0, 0, 800, 40]]);
    expect(removeRules(img)).toBe(0);
    expect(dark(img, 400, 61) && dark(img, 61, 200) && dark(img, 400, 20)).toBe(true);
  });

  it('reads a binary PGM and nothing else', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('P5\n3 2\n255\n'), 1, 2, 3, 4, 5, 6]);
    const pgm = parsePgm(bytes);
    expect(pgm && [pgm.image.width, pgm.image.height, [...pgm.image.pixels]]).toEqual([3, 2, [1, 2, 3, 4, 5, 6]]);
    expect(parsePgm(new TextEncoder().encode('\x89PNG...'))).toBeUndefined();
  });
});
