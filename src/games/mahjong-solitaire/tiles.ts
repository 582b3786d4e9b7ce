/**
 * Tile faces. A face is a short code: D1-D9 dots, B1-B9 bamboo, C1-C9
 * characters, Ea/So/We/No winds, Rd/Gd/Wd dragons, Fl flower, Se season.
 *
 * The four flowers are kept as one face 'Fl' and the four seasons as 'Se':
 * any flower matches any flower and any season any season, so the pictures
 * on them never change a decision. With that, "tiles match" is simply
 * "faces are equal", and every face has exactly four tiles.
 */

export type Face = string;

const SUITED = ['D', 'B', 'C'].flatMap((suit) =>
  Array.from({ length: 9 }, (_, i) => `${suit}${i + 1}`),
);
const HONOURS = ['Ea', 'So', 'We', 'No', 'Rd', 'Gd', 'Wd'];

/** All 36 faces in the order the free-tile lists use. */
export const FACES: readonly Face[] = [...SUITED, ...HONOURS, 'Fl', 'Se'];

export const TILES_PER_FACE = 4;

/** The shown text for a face whose tile is covered. */
export const HIDDEN_FACE = '??';

const FACE_ORDER = new Map(FACES.map((face, i) => [face, i]));

export function faceIndex(face: Face): number {
  return FACE_ORDER.get(face) ?? -1;
}

export function facesMatch(a: Face, b: Face): boolean {
  return a === b;
}

/** The 144 faces of a full set, four of each, in FACES order. */
export function fullSet(): Face[] {
  return FACES.flatMap((face) => Array<Face>(TILES_PER_FACE).fill(face));
}
