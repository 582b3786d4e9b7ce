/**
 * The Chinese characters on the tiles, as brush-like strokes in a 100x100
 * box. Drawn as SVG paths rather than text because many systems have no CJK
 * font, and a tile must never show an empty box.
 */

/** 一 to 九, the character suit's numerals. */
export const NUMERAL_STROKES: readonly string[] = [
  'M10 50H90',
  'M22 32H78M10 70H90',
  'M20 20H80M26 50H74M10 82H90',
  'M14 20V86M14 20H86V86M14 82H86M40 20C40 45 34 58 24 66M60 20V52C60 60 66 62 78 60',
  'M18 16H82M46 16L34 84M26 48H72V84M10 84H90',
  'M48 6L56 20M12 32H88M38 50L20 86M62 50L82 86',
  'M10 50L90 36M42 12V76C42 88 50 90 62 90H84V76',
  'M40 20C38 55 28 74 12 88M60 20C62 55 74 74 90 88',
  'M46 8C46 50 36 74 14 90M16 38H64C66 62 64 80 72 88C78 92 88 90 90 74',
];

/** 萬 (ten thousand), written under the numeral on every character tile. */
export const WAN_STROKES =
  'M10 16H90M34 6V28M66 6V28M24 34H76V56H24ZM50 34V56M24 45H76M16 64V94M16 64H84V88C84 94 78 95 72 92M50 56V86M34 86L50 70L66 86';

/** Winds 東 南 西 北 and dragons 中 發, by face code. */
export const HONOUR_STROKES: Record<string, string> = {
  Ea: 'M12 24H88M50 4V96M24 36H76V66H24ZM24 51H76M46 68L14 92M54 68L86 92',
  So: 'M12 18H88M50 4V30M20 34V94M20 34H80V90C80 94 76 95 72 93M38 42L44 52M62 42L56 52M30 60H70M30 74H70M50 60V92',
  We: 'M10 16H90M22 36V92M22 36H78V92M22 86H78M40 16V50C40 62 34 66 26 68M60 16V60C60 66 66 68 78 66',
  No: 'M36 8V92M10 38H36M8 76L36 62M64 8V80C64 90 70 92 92 88M92 32L64 50',
  Rd: 'M18 30H82V66H18ZM50 4V96',
  Gd: 'M16 12L30 24M10 32L30 26M26 6L42 34M60 6L76 20M70 30L92 26M80 6L62 34M14 44H40V60H20V74H42C44 86 40 92 32 92M58 42V52C58 58 62 60 78 58V42M54 70H86C80 80 70 88 56 96M62 74C70 86 80 92 92 96',
};

/** Short Latin marks in a tile's corner, so the faces read without knowing the characters. */
export const HONOUR_INDEX: Record<string, string> = { Ea: 'E', So: 'S', We: 'W', No: 'N', Rd: 'R', Gd: 'G', Wd: 'Wh' };

export const HONOUR_NAMES: Record<string, string> = {
  Ea: 'East wind', So: 'South wind', We: 'West wind', No: 'North wind',
  Rd: 'Red dragon', Gd: 'Green dragon', Wd: 'White dragon', Fl: 'Flower', Se: 'Season',
};
