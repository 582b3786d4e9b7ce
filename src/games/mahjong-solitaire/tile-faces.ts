/**
 * Tile faces as inline SVG in a 100x130 box: dots, bamboo sticks, character
 * numerals over 萬, winds, dragons, flowers and seasons. A hidden face ('??')
 * gets no drawing: the tile shows its plain back.
 */
import { HONOUR_INDEX, HONOUR_NAMES, HONOUR_STROKES, NUMERAL_STROKES, WAN_STROKES } from './tile-glyphs.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

type Attributes = Record<string, string | number>;

function shape(tag: string, attributes: Attributes): SVGElement {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/** Strokes of a 100x100 glyph placed at (x, y) at the given scale. */
function glyph(strokes: string, x: number, y: number, scale: number, colour: string): SVGElement {
  return shape('path', {
    d: strokes, transform: `translate(${x} ${y}) scale(${scale})`, fill: 'none', stroke: colour,
    'stroke-width': 9, 'stroke-linecap': 'round', 'stroke-linejoin': 'round',
  });
}

function cornerIndex(text: string, colour: string): SVGElement {
  const label = shape('text', { x: 6, y: 20, 'font-size': 18, 'font-weight': 700, 'font-family': 'sans-serif', fill: colour });
  label.textContent = text;
  return label;
}

/** Dot centres and radius for 1 to 9. */
const DOTS: [number, number][][] = [
  [[50, 65]],
  [[50, 36], [50, 94]],
  [[26, 30], [50, 65], [74, 100]],
  [[30, 38], [70, 38], [30, 92], [70, 92]],
  [[28, 32], [72, 32], [50, 65], [28, 98], [72, 98]],
  [[30, 30], [70, 30], [30, 65], [70, 65], [30, 100], [70, 100]],
  [[24, 20], [50, 34], [76, 48], [32, 80], [68, 80], [32, 110], [68, 110]],
  [[32, 20], [68, 20], [32, 50], [68, 50], [32, 80], [68, 80], [32, 110], [68, 110]],
  [[22, 28], [50, 28], [78, 28], [22, 65], [50, 65], [78, 65], [22, 102], [50, 102], [78, 102]],
];
const DOT_RADIUS = [30, 17, 14, 15, 13, 13, 11, 11, 11];
const DOT_COLOURS = ['#1d5fb4', '#1f8a3b', '#c0262d'];

function dots(n: number): SVGElement[] {
  const radius = DOT_RADIUS[n - 1]!;
  return DOTS[n - 1]!.flatMap(([cx, cy], i) => {
    const colour = n === 1 ? '#c0262d' : DOT_COLOURS[(i + n) % 3]!;
    return [
      shape('circle', { cx, cy, r: radius, fill: colour }),
      shape('circle', { cx, cy, r: radius * 0.68, fill: 'none', stroke: '#fff', 'stroke-width': radius * 0.16 }),
      shape('circle', { cx, cy, r: radius * 0.25, fill: '#fff' }),
    ];
  });
}

/** Stick centres for 2 to 9 (1 is the bird). */
const STICKS: [number, number][][] = [
  [],
  [[50, 38], [50, 92]],
  [[50, 38], [32, 92], [68, 92]],
  [[32, 38], [68, 38], [32, 92], [68, 92]],
  [[28, 38], [72, 38], [50, 65], [28, 92], [72, 92]],
  [[26, 38], [50, 38], [74, 38], [26, 92], [50, 92], [74, 92]],
  [[50, 22], [26, 65], [50, 65], [74, 65], [26, 108], [50, 108], [74, 108]],
  [[20, 38], [40, 38], [60, 38], [80, 38], [20, 92], [40, 92], [60, 92], [80, 92]],
  [[26, 22], [50, 22], [74, 22], [26, 65], [50, 65], [74, 65], [26, 108], [50, 108], [74, 108]],
];

function stick(cx: number, cy: number, colour: string): SVGElement[] {
  return [
    shape('rect', { x: cx - 6, y: cy - 17, width: 12, height: 34, rx: 5, fill: colour }),
    shape('line', { x1: cx - 6, y1: cy, x2: cx + 6, y2: cy, stroke: '#f7f3e3', 'stroke-width': 2.5 }),
    shape('line', { x1: cx, y1: cy - 13, x2: cx, y2: cy + 13, stroke: 'rgba(255,255,255,.45)', 'stroke-width': 2 }),
  ];
}

function bamboo(n: number): SVGElement[] {
  if (n === 1) {
    return [
      shape('path', { d: 'M50 58C30 40 16 60 24 82C30 100 44 108 50 116C56 108 70 100 76 82C84 60 70 40 50 58Z', fill: '#1f8a3b' }),
      shape('path', { d: 'M50 64V112M38 78L50 92L62 78', fill: 'none', stroke: '#f2d04b', 'stroke-width': 4 }),
      shape('circle', { cx: 50, cy: 36, r: 13, fill: '#c0262d' }),
      shape('path', { d: 'M62 34L76 40L62 44Z', fill: '#e0a020' }),
      shape('circle', { cx: 53, cy: 33, r: 3, fill: '#fff' }),
    ];
  }
  return STICKS[n - 1]!.flatMap(([cx, cy], i) => stick(cx, cy, (n === 9 && i % 3 === 1) || (n === 5 && i === 2) || (n === 7 && i === 0) ? '#c0262d' : '#1f8a3b'));
}

function characters(n: number): SVGElement[] {
  return [cornerIndex(String(n), '#1d3f8a'), glyph(NUMERAL_STROKES[n - 1]!, 24, 8, 0.52, '#14213d'), glyph(WAN_STROKES, 18, 64, 0.62, '#c0262d')];
}

function honour(face: string): SVGElement[] {
  if (face === 'Wd') {
    return [
      cornerIndex(HONOUR_INDEX.Wd!, '#1d5fb4'),
      shape('rect', { x: 18, y: 22, width: 64, height: 86, rx: 6, fill: 'none', stroke: '#1d5fb4', 'stroke-width': 6 }),
      shape('rect', { x: 28, y: 32, width: 44, height: 66, rx: 3, fill: 'none', stroke: '#1d5fb4', 'stroke-width': 3 }),
    ];
  }
  const colour = face === 'Rd' ? '#c0262d' : face === 'Gd' ? '#1f8a3b' : '#14213d';
  return [cornerIndex(HONOUR_INDEX[face] ?? '', colour), glyph(HONOUR_STROKES[face]!, 14, 26, 0.72, colour)];
}

function petals(cx: number, cy: number, colour: string, count: number, length: number): SVGElement[] {
  return Array.from({ length: count }, (_, i) => shape('ellipse', {
    cx, cy: cy - length, rx: length * 0.55, ry: length, fill: colour, transform: `rotate(${(360 / count) * i} ${cx} ${cy})`,
  }));
}

function flower(): SVGElement[] {
  return [
    shape('path', { d: 'M50 72C48 92 40 104 30 118M50 96C60 92 68 96 74 104', fill: 'none', stroke: '#1f8a3b', 'stroke-width': 4 }),
    ...petals(50, 52, '#e0457b', 5, 18),
    shape('circle', { cx: 50, cy: 52, r: 8, fill: '#f2d04b' }),
  ];
}

function season(): SVGElement[] {
  return [
    ...petals(50, 62, '#f0a020', 12, 26),
    shape('circle', { cx: 50, cy: 62, r: 20, fill: '#e25822' }),
    shape('circle', { cx: 50, cy: 62, r: 11, fill: '#f7d154' }),
  ];
}

/** The face drawing, or null for a hidden face. */
export function tileFaceSvg(face: string): SVGSVGElement | null {
  const suit = face[0];
  const rank = Number(face.slice(1));
  let parts: SVGElement[];
  if (suit === 'D' && rank >= 1) parts = dots(rank);
  else if (suit === 'B' && rank >= 1) parts = bamboo(rank);
  else if (suit === 'C' && rank >= 1) parts = characters(rank);
  else if (face === 'Fl') parts = flower();
  else if (face === 'Se') parts = season();
  else if (face in HONOUR_STROKES || face === 'Wd') parts = honour(face);
  else return null;
  const svg = shape('svg', { viewBox: '0 0 100 130', class: 'mj-face', 'aria-hidden': 'true' }) as SVGSVGElement;
  svg.append(...parts);
  return svg;
}

const SUIT_NAMES: Record<string, string> = { D: 'dots', B: 'bamboo', C: 'characters' };

/** "3 of dots", "East wind", "hidden". */
export function faceName(face: string): string {
  const suit = SUIT_NAMES[face[0]!];
  if (suit && /^\d$/.test(face.slice(1))) return `${face.slice(1)} of ${suit}`;
  return HONOUR_NAMES[face] ?? 'hidden';
}
