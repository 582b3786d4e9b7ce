/**
 * Verbs a story tells its events with, each with the arithmetic its plain
 * meaning gives: `gain` adds to the owner's things, `lose` takes them away
 * (they are gone: eaten, sold, given away, lost), `none` leaves the count as
 * it was (a peeled carrot, a bent peg and a washed apple are all still
 * there). A verb that could be read two ways (lends, breaks, uses, cooks)
 * is left out, and each fits only the kinds of things it plainly applies to.
 * test/platform/puzzle-verbs.test.ts holds the list a reader agreed with.
 */
import type { Item, Kind } from './lexicon.ts';

export type Effect = 'gain' | 'lose' | 'none';

export interface Verb {
  /** Third person present, as told: "buys", "gives away"; {} marks where the things go when not at the end. */
  says: string;
  /** Base form, for "How many pears did Ana buy?". */
  base: string;
  effect: Effect;
  /** Kinds of things the verb fits; every kind when left out. */
  kinds?: readonly Kind[];
  /** Single things the verb fits (over `kinds`). */
  only?: readonly string[];
}

const FOOD: readonly Kind[] = ['fruit', 'baked', 'sweet', 'garden'];

const verb = (says: string, base: string, effect: Effect, kinds?: readonly Kind[], only?: readonly string[]): Verb =>
  ({ says, base, effect, ...(kinds ? { kinds } : {}), ...(only ? { only } : {}) });

export const VERBS: readonly Verb[] = [
  // Gains: the owner ends up with more.
  verb('buys', 'buy', 'gain'), verb('finds', 'find', 'gain'), verb('wins', 'win', 'gain', ['sweet', 'toy', 'craft', 'stationery']),
  verb('collects', 'collect', 'gain', ['nature', 'stationery', 'toy']), verb('gathers', 'gather', 'gain', ['nature', 'fruit', 'flower']),
  verb('picks', 'pick', 'gain', ['fruit', 'garden', 'flower']), verb('harvests', 'harvest', 'gain', ['fruit', 'garden']),
  verb('bakes', 'bake', 'gain', ['baked']), verb('makes', 'make', 'gain', ['baked', 'craft', 'sweet']),
  verb('knits', 'knit', 'gain', undefined, ['sock', 'glove', 'mitten']), verb('sews', 'sew', 'gain', undefined, ['patch', 'badge', 'button', 'ribbon']),
  verb('digs up', 'dig up', 'gain', undefined, ['potato', 'carrot', 'onion', 'turnip', 'radish', 'beet']),
  verb('picks up', 'pick up', 'gain', ['nature']), verb('orders and receives', 'order and receive', 'gain', ['stationery', 'tool', 'clothing', 'toy']),
  verb('purchases', 'purchase', 'gain', ['tool', 'stationery', 'clothing']),
  verb('carves', 'carve', 'gain', undefined, ['spinning top', 'whistle', 'yo-yo']),
  verb('grows', 'grow', 'gain', ['garden', 'flower']), verb('catches', 'catch', 'gain', undefined, ['balloon', 'leaf', 'feather']),
  verb('earns', 'earn', 'gain', undefined, ['sticker', 'badge', 'stamp', 'marble']), verb('scoops up', 'scoop up', 'gain', ['nature']),
  verb('trades for', 'trade for', 'gain', ['toy', 'nature', 'craft']), verb('prints', 'print', 'gain', undefined, ['postcard', 'sticker', 'badge']),
  verb('weaves', 'weave', 'gain', undefined, ['bracelet', 'basket']), verb('moulds', 'mould', 'gain', undefined, ['clay pot']),
  verb('forages', 'forage', 'gain', undefined, ['chestnut', 'acorn', 'pine cone', 'fig']), verb('rakes up', 'rake up', 'gain', undefined, ['leaf', 'acorn']),
  verb('shakes {} down from the tree', 'shake down from the tree', 'gain', undefined, ['apple', 'pear', 'plum', 'chestnut', 'coconut', 'fig']),
  verb('crafts', 'craft', 'gain', ['craft'], ['kite', 'whistle']),
  verb('plucks', 'pluck', 'gain', ['flower', 'fruit']), verb('stitches', 'stitch', 'gain', undefined, ['patch', 'badge']),
  verb('builds', 'build', 'gain', undefined, ['kite', 'toy car']), verb('fries', 'fry', 'gain', undefined, ['doughnut', 'pancake']),
  verb('stocks up on', 'stock up on', 'gain', ['stationery', 'tool', 'sweet']), verb('unearths', 'unearth', 'gain', undefined, ['fossil', 'crystal', 'pebble']),
  verb('inherits', 'inherit', 'gain', ['tool', 'craft', 'toy', 'clothing']), verb('sculpts', 'sculpt', 'gain', undefined, ['clay pot']),
  verb('brings {} back from the beach', 'bring back from the beach', 'gain', undefined, ['shell', 'pebble', 'flat stone', 'crystal']),
  // Losses: the things are gone from the owner.
  verb('munches', 'munch', 'lose', FOOD), verb('gobbles up', 'gobble up', 'lose', ['baked', 'sweet', 'fruit']),
  verb('throws out', 'throw out', 'lose', ['stationery', 'clothing', 'garden']),
  verb('drops {} down a drain', 'drop down a drain', 'lose', undefined, ['marble', 'bead', 'button', 'pebble', 'bolt', 'screw', 'nail']),
  verb('leaves {} on the bus for good', 'leave on the bus for good', 'lose', ['clothing', 'stationery', 'toy']),
  verb('recycles', 'recycle', 'lose', ['stationery']), verb('composts', 'compost', 'lose', ['fruit', 'garden']),
  verb('auctions off', 'auction off', 'lose', ['craft', 'toy']),
  verb('eats', 'eat', 'lose', FOOD, undefined), verb('sells', 'sell', 'lose'), verb('gives away', 'give away', 'lose'),
  verb('loses', 'lose', 'lose'), verb('donates', 'donate', 'lose', ['toy', 'clothing', 'stationery', 'tool', 'craft']),
  verb('throws away', 'throw away', 'lose', ['fruit', 'baked', 'garden', 'flower', 'nature', 'stationery']),
  verb('throws {} back into the sea', 'throw back into the sea', 'lose', undefined, ['shell', 'pebble', 'flat stone']),
  verb('mails', 'mail', 'lose', undefined, ['postcard', 'envelope']), verb('pops', 'pop', 'lose', undefined, ['balloon']),
  verb('lets go of', 'let go of', 'lose', undefined, ['balloon', 'kite']), verb('feeds {} to the goats', 'feed to the goats', 'lose', ['fruit', 'garden']),
  verb('swaps away', 'swap away', 'lose', ['toy', 'sweet', 'craft']), verb('misplaces', 'misplace', 'lose', ['tool', 'stationery', 'clothing', 'toy']),
  verb('trades away', 'trade away', 'lose', ['toy', 'nature', 'craft']),
  verb('devours', 'devour', 'lose', ['baked', 'sweet', 'fruit']), verb('swallows', 'swallow', 'lose', undefined, ['gumdrop', 'jelly bean', 'mint', 'toffee', 'caramel']),
  verb('raffles off', 'raffle off', 'lose', ['toy', 'craft']), verb('returns {} to the shop', 'return to the shop', 'lose', ['tool', 'clothing', 'toy', 'stationery']),
  verb('discards', 'discard', 'lose', ['stationery', 'nature', 'clothing']), verb('bins', 'bin', 'lose', ['stationery', 'garden', 'fruit']),
  // No change: the things are still the owner's, still counted.
  verb('washes', 'wash', 'none', ['fruit', 'garden', 'clothing', 'tool']), verb('polishes', 'polish', 'none', ['fruit', 'tool', 'nature']),
  verb('peels', 'peel', 'none', undefined, ['orange', 'banana', 'tangerine', 'potato', 'carrot', 'onion', 'turnip', 'beet', 'cucumber']),
  verb('wraps', 'wrap', 'none', ['baked', 'sweet', 'toy', 'craft', 'flower']), verb('paints', 'paint', 'none', ['nature', 'craft', 'toy']),
  verb('labels', 'label', 'none', ['stationery', 'craft', 'tool']), verb('sorts', 'sort', 'none'),
  verb('mends', 'mend', 'none', ['clothing'], ['kite', 'teddy bear', 'toy car']), verb('bends', 'bend', 'none', undefined, ['nail', 'tent peg', 'paper clip']),
  verb('ices', 'ice', 'none', undefined, ['cupcake', 'cookie', 'biscuit', 'doughnut']), verb('decorates', 'decorate', 'none', ['baked', 'craft']),
  verb('dries', 'dry', 'none', ['clothing', 'nature']), verb('weighs', 'weigh', 'none', FOOD), verb('photographs', 'photograph', 'none'),
  verb('arranges', 'arrange', 'none'), verb('cleans', 'clean', 'none', ['tool', 'nature', 'clothing', 'toy']),
  verb('sharpens', 'sharpen', 'none', undefined, ['pencil', 'crayon']), verb('ties a ribbon round', 'tie a ribbon round', 'none', ['baked', 'toy']),
  verb('rinses', 'rinse', 'none', ['fruit', 'garden']), verb('stacks', 'stack', 'none', ['baked', 'stationery', 'toy']),
  verb('checks', 'check', 'none'), verb('admires', 'admire', 'none', ['nature', 'craft', 'toy', 'flower']),
  verb('inspects', 'inspect', 'none'), verb('measures', 'measure', 'none', ['tool', 'garden', 'clothing']), verb('lines up', 'line up', 'none', ['toy', 'nature', 'stationery']),
  verb('hides {} under the bed', 'hide under the bed', 'none', ['toy', 'sweet', 'craft']), verb('waters', 'water', 'none', ['flower']),
  verb('sniffs', 'sniff', 'none', ['fruit', 'flower']), verb('irons', 'iron', 'none', undefined, ['sock', 'ribbon', 'patch']), verb('folds', 'fold', 'none', undefined, ['sock', 'glove', 'mitten', 'envelope', 'ribbon']),
  verb('sketches', 'sketch', 'none'), verb('numbers', 'number', 'none', ['stationery']), verb('packs {} into a bag', 'pack into a bag', 'none'),
  verb('puts {} in a bowl', 'put in a bowl', 'none', ['fruit', 'sweet', 'nature']), verb('tidies', 'tidy', 'none', ['toy', 'stationery', 'tool']),
  verb('glazes', 'glaze', 'none', undefined, ['clay pot']), verb('dusts', 'dust', 'none', ['toy', 'craft', 'tool']),
  verb('oils', 'oil', 'none', undefined, ['hammer', 'wrench', 'bolt', 'screw']), verb('repairs', 'repair', 'none', ['toy'], ['hammer', 'wrench', 'bucket', 'shovel', 'lantern', 'flashlight']),
  verb('trims', 'trim', 'none', ['flower']), verb('lays out', 'lay out', 'none'), verb('laces up', 'lace up', 'none', undefined, ['boot', 'shoe']),
  verb('unpacks', 'unpack', 'none'), verb('marks', 'mark', 'none', ['stationery']), verb('scrubs', 'scrub', 'none', ['garden', 'tool', 'nature']),
  verb('freezes', 'freeze', 'none', ['fruit', 'baked']), verb('shows off', 'show off', 'none', ['toy', 'craft', 'nature', 'flower']),
  verb('draws a picture of', 'draw a picture of', 'none'),
];

/** The verb told with its object: "buys six pears", "throws three of her shells back into the sea". */
export function tell(verb: Verb, object: string): string {
  return verb.says.includes('{}') ? verb.says.replace('{}', object) : `${verb.says} ${object}`;
}

/** Whether the verb fits the thing: one of its single things, or of its kinds (a verb with single things only fits those). */
export function fits(verb: Verb, item: Item): boolean {
  if (verb.only?.includes(item.one)) return true;
  return verb.kinds ? verb.kinds.includes(item.kind) : verb.only === undefined;
}

export function verbsFor(item: Item, effect: Effect): Verb[] {
  return VERBS.filter((v) => v.effect === effect && fits(v, item));
}

/** Verbs that move things from one person to another, told from the giver or from the taker. */
export const GIVING: readonly string[] = ['gives', 'hands', 'passes', 'sends', 'posts'];
/** A taker's verb and the word before the giver: "gets ... from", "is given ... by". */
export const TAKING: readonly (readonly [string, string])[] = [['gets', 'from'], ['receives', 'from'], ['is given', 'by']];

/**
 * Verbs a question never totals ("How many did Ana give away?"), since a
 * transfer to the other person could be read as one of them too.
 */
export const NOT_TOTALLED: ReadonlySet<string> = new Set(['give away', 'mail', 'trade away', 'swap away', 'lose', 'let go of', 'misplace']);
