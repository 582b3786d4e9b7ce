/**
 * What each verb of the agent check means for a count, as a careful reader
 * takes it in plain English, written here apart from the generator:
 * a gain adds the things to the owner, a loss means they are gone, and
 * "none" leaves them with the owner (washed, peeled, bent, hidden things
 * are still there). test/platform/puzzle-verbs.test.ts holds the generator
 * to exactly this list; story-reader.ts reads puzzles with it.
 */
import type { Meaning, Vocabulary } from './story-reader.ts';

/** Each verb as told ({} where the things go), its base form and its meaning. */
export const VERB_MEANINGS: readonly (readonly [string, string, Meaning])[] = [
  ['buys', 'buy', 'gain'], ['finds', 'find', 'gain'], ['wins', 'win', 'gain'], ['collects', 'collect', 'gain'],
  ['gathers', 'gather', 'gain'], ['picks', 'pick', 'gain'], ['harvests', 'harvest', 'gain'], ['bakes', 'bake', 'gain'],
  ['makes', 'make', 'gain'], ['knits', 'knit', 'gain'], ['sews', 'sew', 'gain'], ['digs up', 'dig up', 'gain'],
  ['picks up', 'pick up', 'gain'], ['orders and receives', 'order and receive', 'gain'], ['purchases', 'purchase', 'gain'],
  ['carves', 'carve', 'gain'], ['grows', 'grow', 'gain'], ['catches', 'catch', 'gain'], ['earns', 'earn', 'gain'],
  ['scoops up', 'scoop up', 'gain'], ['trades for', 'trade for', 'gain'], ['prints', 'print', 'gain'], ['weaves', 'weave', 'gain'],
  ['moulds', 'mould', 'gain'], ['forages', 'forage', 'gain'], ['rakes up', 'rake up', 'gain'],
  ['shakes {} down from the tree', 'shake down from the tree', 'gain'], ['crafts', 'craft', 'gain'],
  ['plucks', 'pluck', 'gain'], ['stitches', 'stitch', 'gain'], ['builds', 'build', 'gain'], ['fries', 'fry', 'gain'],
  ['stocks up on', 'stock up on', 'gain'], ['unearths', 'unearth', 'gain'], ['inherits', 'inherit', 'gain'], ['sculpts', 'sculpt', 'gain'],
  ['brings {} back from the beach', 'bring back from the beach', 'gain'],

  ['munches', 'munch', 'lose'], ['gobbles up', 'gobble up', 'lose'], ['throws out', 'throw out', 'lose'],
  ['drops {} down a drain', 'drop down a drain', 'lose'], ['leaves {} on the bus for good', 'leave on the bus for good', 'lose'],
  ['recycles', 'recycle', 'lose'], ['composts', 'compost', 'lose'], ['auctions off', 'auction off', 'lose'], ['eats', 'eat', 'lose'],
  ['sells', 'sell', 'lose'], ['gives away', 'give away', 'lose'], ['loses', 'lose', 'lose'], ['donates', 'donate', 'lose'],
  ['throws away', 'throw away', 'lose'], ['throws {} back into the sea', 'throw back into the sea', 'lose'], ['mails', 'mail', 'lose'],
  ['pops', 'pop', 'lose'], ['lets go of', 'let go of', 'lose'], ['feeds {} to the goats', 'feed to the goats', 'lose'],
  ['swaps away', 'swap away', 'lose'], ['misplaces', 'misplace', 'lose'], ['trades away', 'trade away', 'lose'],
  ['devours', 'devour', 'lose'], ['swallows', 'swallow', 'lose'], ['raffles off', 'raffle off', 'lose'],
  ['returns {} to the shop', 'return to the shop', 'lose'], ['discards', 'discard', 'lose'], ['bins', 'bin', 'lose'],

  ['washes', 'wash', 'none'], ['polishes', 'polish', 'none'], ['peels', 'peel', 'none'], ['wraps', 'wrap', 'none'],
  ['paints', 'paint', 'none'], ['labels', 'label', 'none'], ['sorts', 'sort', 'none'], ['mends', 'mend', 'none'],
  ['bends', 'bend', 'none'], ['ices', 'ice', 'none'], ['decorates', 'decorate', 'none'], ['dries', 'dry', 'none'],
  ['weighs', 'weigh', 'none'], ['photographs', 'photograph', 'none'], ['arranges', 'arrange', 'none'], ['cleans', 'clean', 'none'],
  ['sharpens', 'sharpen', 'none'], ['ties a ribbon round', 'tie a ribbon round', 'none'], ['rinses', 'rinse', 'none'],
  ['stacks', 'stack', 'none'], ['checks', 'check', 'none'], ['admires', 'admire', 'none'], ['inspects', 'inspect', 'none'],
  ['measures', 'measure', 'none'], ['lines up', 'line up', 'none'], ['hides {} under the bed', 'hide under the bed', 'none'],
  ['waters', 'water', 'none'], ['sniffs', 'sniff', 'none'], ['irons', 'iron', 'none'], ['folds', 'fold', 'none'],
  ['sketches', 'sketch', 'none'], ['numbers', 'number', 'none'], ['packs {} into a bag', 'pack into a bag', 'none'],
  ['puts {} in a bowl', 'put in a bowl', 'none'], ['tidies', 'tidy', 'none'], ['glazes', 'glaze', 'none'], ['dusts', 'dust', 'none'],
  ['oils', 'oil', 'none'], ['repairs', 'repair', 'none'], ['trims', 'trim', 'none'], ['lays out', 'lay out', 'none'],
  ['laces up', 'lace up', 'none'], ['unpacks', 'unpack', 'none'], ['marks', 'mark', 'none'], ['scrubs', 'scrub', 'none'],
  ['freezes', 'freeze', 'none'], ['shows off', 'show off', 'none'], ['draws a picture of', 'draw a picture of', 'none'],
];

/** Verbs a reader would take the wrong way, or could take two ways, in a story about counts: never used. */
export const UNCLEAR_VERBS: readonly string[] = ['adds', 'lends', 'breaks', 'uses', 'cooks', 'slices', 'cracks', 'burns', 'pulls up',
  'toasts', 'spills', 'counts', 'borrows', 'keeps aside', 'sets aside', 'packs away', 'scares off', 'cuts'];

export const READER_VOCABULARY: Vocabulary = {
  verbs: new Map(VERB_MEANINGS.map(([says, base, meaning]) => [says, { meaning, base }])),
};
