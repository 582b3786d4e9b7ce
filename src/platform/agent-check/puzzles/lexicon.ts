/**
 * The people and things a story is told about. Lists are written compactly
 * ("singular/plural") and kept large, so that a sample of a few hundred
 * puzzles shows only part of them.
 */

export interface Person {
  name: string;
  /** Subject pronoun, possessive and object forms. */
  she: 'she' | 'he';
  her: 'her' | 'his';
  him: 'her' | 'him';
}

const SHE_NAMES = `Ada Aiko Alba Alma Amara Amina Ana Anika Ava Bea Bianca Carla Chloe Clara Dana Daria Dora Edda Elif Ella Elsa
  Emma Esme Eva Fatima Freya Gemma Greta Hana Hannah Ida Imani Ines Iris Isla Ivy Jana Jade June Kaia Kira Lana Lea Leila Lena
  Lila Lina Lucia Luna Mai Maya Mila Mina Mira Nadia Naomi Nell Nia Nina Nora Olga Olive Paula Priya Rosa Ruby Ruth Sara Sofia
  Suki Tara Tess Uma Vera Wren Yara Zara Zoe`;
const HE_NAMES = `Abel Adam Ahmed Alan Amir Anton Arlo Ben Bruno Caleb Carlos Chidi Dario Dev Diego Eli Emil Erik Ezra Felix Finn Gabe
  Hugo Ian Igor Ivan Jack Jonah Jude Kai Karl Kenji Leo Liam Luca Luis Marco Mateo Max Milo Musa Nico Noah Omar Oscar Otto Owen
  Pablo Paul Pedro Raj Ravi Reza Rui Sami Sean Silas Tariq Teo Theo Tobias Tom Umar Victor Viktor Wade Yusuf Zane`;

const named = (list: string, she: boolean): Person[] => list.trim().split(/\s+/)
  .map((name) => (she ? { name, she: 'she', her: 'her', him: 'her' } : { name, she: 'he', her: 'his', him: 'him' }));

export const PEOPLE: readonly Person[] = [...named(SHE_NAMES, true), ...named(HE_NAMES, false)];

/** What kind of thing an item is: decides which verbs fit it. */
export type Kind = 'fruit' | 'baked' | 'sweet' | 'stationery' | 'toy' | 'tool' | 'craft' | 'nature' | 'garden' | 'flower' | 'clothing';

export interface Item {
  one: string;
  many: string;
  kind: Kind;
  /** Sold or kept in pairs ("three pairs of socks"). */
  paired?: boolean;
}

const ITEM_LISTS: Readonly<Record<Kind, string>> = {
  fruit: `apple/apples pear/pears plum/plums peach/peaches orange/oranges lemon/lemons lime/limes apricot/apricots mango/mangoes
    banana/bananas fig/figs kiwi/kiwis tangerine/tangerines coconut/coconuts melon/melons nectarine/nectarines`,
  baked: `muffin/muffins cookie/cookies biscuit/biscuits cupcake/cupcakes bagel/bagels pretzel/pretzels scone/scones
    pancake/pancakes doughnut/doughnuts croissant/croissants bread_roll/bread_rolls waffle/waffles tart/tarts brownie/brownies`,
  sweet: `toffee/toffees lollipop/lollipops marshmallow/marshmallows gumdrop/gumdrops candy_cane/candy_canes
    chocolate_bar/chocolate_bars jelly_bean/jelly_beans caramel/caramels mint/mints truffle/truffles`,
  stationery: `pencil/pencils crayon/crayons marker/markers eraser/erasers notebook/notebooks envelope/envelopes stamp/stamps
    postcard/postcards sticker/stickers paper_clip/paper_clips ruler/rulers folder/folders`,
  toy: `marble/marbles kite/kites yo-yo/yo-yos toy_car/toy_cars puzzle/puzzles balloon/balloons spinning_top/spinning_tops
    board_game/board_games rubber_duck/rubber_ducks teddy_bear/teddy_bears whistle/whistles`,
  tool: `nail/nails screw/screws bolt/bolts hammer/hammers wrench/wrenches tent_peg/tent_pegs rope/ropes bucket/buckets
    shovel/shovels lantern/lanterns flashlight/flashlights paintbrush/paintbrushes`,
  craft: `bead/beads button/buttons ribbon/ribbons badge/badges candle/candles clay_pot/clay_pots bracelet/bracelets
    keyring/keyrings patch/patches spool/spools`,
  nature: `pebble/pebbles shell/shells pine_cone/pine_cones acorn/acorns feather/feathers leaf/leaves chestnut/chestnuts
    flat_stone/flat_stones fossil/fossils crystal/crystals`,
  garden: `tomato/tomatoes potato/potatoes carrot/carrots onion/onions cucumber/cucumbers pumpkin/pumpkins turnip/turnips
    radish/radishes beet/beets pepper/peppers`,
  flower: `tulip/tulips sunflower/sunflowers rose/roses daisy/daisies lily/lilies poppy/poppies`,
  clothing: `sock/socks glove/gloves mitten/mittens boot/boots shoe/shoes sandal/sandals slipper/slippers`,
};

export const ITEMS: readonly Item[] = (Object.entries(ITEM_LISTS) as [Kind, string][]).flatMap(([kind, list]) =>
  list.trim().split(/\s+/).map((pair) => {
    const [one, many] = pair.replace(/_/g, ' ').split('/') as [string, string];
    return { one, many, kind, ...(kind === 'clothing' ? { paired: true } : {}) };
  }));

/** Things too big to come several to a tin or a jar: only boxes and crates hold them. */
const BULKY: ReadonlySet<string> = new Set(['coconut', 'melon', 'pumpkin', 'hammer', 'wrench', 'rope', 'bucket', 'shovel', 'lantern',
  'flashlight', 'board game', 'teddy bear', 'kite', 'boot']);

export interface Container {
  one: string;
  many: string;
  /** Kinds of things it plainly holds. */
  holds: readonly Kind[];
}

const container = (one: string, many: string, holds: readonly Kind[]): Container => ({ one, many, holds });

/** Containers that hold a number of items each ("four crates of twelve apples"). */
export const CONTAINERS: readonly Container[] = [
  container('box', 'boxes', ['fruit', 'baked', 'sweet', 'stationery', 'toy', 'tool', 'craft', 'nature', 'garden', 'clothing']),
  container('crate', 'crates', ['fruit', 'garden', 'tool', 'toy']),
  container('bag', 'bags', ['fruit', 'baked', 'sweet', 'toy', 'craft', 'nature', 'garden', 'stationery']),
  container('basket', 'baskets', ['fruit', 'baked', 'nature', 'garden', 'flower']),
  container('tin', 'tins', ['baked', 'sweet', 'craft', 'stationery']),
  container('jar', 'jars', ['sweet', 'craft', 'nature']),
  container('sack', 'sacks', ['fruit', 'garden', 'nature']),
  container('tray', 'trays', ['baked', 'sweet', 'fruit']),
  container('packet', 'packets', ['sweet', 'stationery', 'craft']),
];

/** The containers that plainly hold several of the item. */
export function containersFor(item: Item): Container[] {
  const big = BULKY.has(item.one);
  return CONTAINERS.filter((c) => c.holds.includes(item.kind) && (!big || c.one === 'box' || c.one === 'crate'));
}

/** How two people in a story may be introduced, and what one is to the other ("her twin"). */
export const RELATIONS: readonly { both: string; one: string }[] = [
  { both: 'twins', one: 'twin' }, { both: 'neighbours', one: 'neighbour' }, { both: 'cousins', one: 'cousin' },
  { both: 'classmates', one: 'classmate' }, { both: 'best friends', one: 'best friend' }, { both: 'teammates', one: 'teammate' },
];

/** Parts of a day a story is told in, in order; a question can ask about the count before one of them. */
export const DAY_PARTS: readonly { lead: string; before: string }[] = [
  { lead: 'In the morning,', before: 'before the morning' },
  { lead: 'At noon,', before: 'before noon' },
  { lead: 'In the afternoon,', before: 'before the afternoon' },
  { lead: 'In the evening,', before: 'before the evening' },
];

export const WEEKDAYS: readonly string[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Where a thing may happen; scenery only, never asked about. */
export const PLACES: readonly string[] = `at the market|at the fair|in the garden|at school|at the harbour|in the park|at the shop|
  at the library|at the camp|on the beach|at the station|in the kitchen|at the bakery|in the village`.split('|').map((p) => p.trim());
