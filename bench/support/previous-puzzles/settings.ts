/**
 * Camp scenes a puzzle can be set in. Each names who acts, what is counted,
 * and how the count grows or shrinks, so one sentence structure reads
 * naturally in every scene.
 */

/** A verb phrase as "[third person, -ing form]", e.g. ["buys", "buying"]. */
export type Verb = readonly [string, string];

export interface Setting {
  id: string;
  actor: string;
  items: string;
  item: string;
  /** Where the items are, as a phrase that can end a sentence. */
  place: string;
  gain: readonly Verb[];
  lose: readonly Verb[];
  /** Containers for "N containers with K items in each". */
  container: string;
  containers: string;
  /** True when the items cannot be put into containers (birds). */
  cannotPack?: boolean;
  /** Who the items can be shared among, as [plural, singular]; none when sharing makes no sense. */
  sharers?: readonly [string, string];
}

export const SETTINGS: readonly Setting[] = [
  { id: 'kitchen', actor: 'the cook', items: 'eggs', item: 'egg', place: 'in the camp kitchen',
    gain: [['buys', 'buying'], ['gets', 'getting']], lose: [['cracks', 'cracking'], ['uses', 'using']],
    container: 'carton', containers: 'cartons', sharers: ['campers', 'camper'] },
  { id: 'birds', actor: 'the birdwatcher', items: 'sparrows', item: 'sparrow', place: 'on the feeder',
    gain: [['spots', 'spotting'], ['counts', 'counting']], lose: [['scares off', 'scaring off'], ['loses sight of', 'losing sight of']],
    container: 'perch', containers: 'perches', cannotPack: true },
  { id: 'canoes', actor: 'the dock keeper', items: 'paddles', item: 'paddle', place: 'at the canoe dock',
    gain: [['repairs', 'repairing'], ['brings out', 'bringing out']], lose: [['lends out', 'lending out'], ['packs away', 'packing away']],
    container: 'rack', containers: 'racks', sharers: ['canoe teams', 'canoe team'] },
  { id: 'rangers', actor: 'the ranger', items: 'logs', item: 'log', place: 'by the fire pit',
    gain: [['chops', 'chopping'], ['stacks', 'stacking']], lose: [['burns', 'burning'], ['hauls away', 'hauling away']],
    container: 'bundle', containers: 'bundles', sharers: ['cabins', 'cabin'] },
  { id: 'fishing', actor: 'the angler', items: 'trout', item: 'trout', place: 'in the bucket',
    gain: [['catches', 'catching'], ['lands', 'landing']], lose: [['releases', 'releasing'], ['cooks', 'cooking']],
    container: 'net', containers: 'nets', sharers: ['tables', 'table'] },
  { id: 'berries', actor: 'the picker', items: 'blueberries', item: 'blueberry', place: 'in the basket',
    gain: [['picks', 'picking'], ['gathers', 'gathering']], lose: [['eats', 'eating'], ['spills', 'spilling']],
    container: 'punnet', containers: 'punnets', sharers: ['pancakes', 'pancake'] },
  { id: 'crafts', actor: 'the craft leader', items: 'bracelets', item: 'bracelet', place: 'on the craft table',
    gain: [['weaves', 'weaving'], ['finishes', 'finishing']], lose: [['hands out', 'handing out'], ['sells', 'selling']],
    container: 'box', containers: 'boxes', sharers: ['cabins', 'cabin'] },
  { id: 'hikers', actor: 'the guide', items: 'trail markers', item: 'trail marker', place: 'along the ridge trail',
    gain: [['paints', 'painting'], ['puts up', 'putting up']], lose: [['takes down', 'taking down'], ['removes', 'removing']],
    container: 'bundle', containers: 'bundles', sharers: ['volunteers', 'volunteer'] },
  { id: 'marshmallows', actor: 'the counselor', items: 'marshmallows', item: 'marshmallow', place: 'in the snack tin',
    gain: [['adds', 'adding'], ['finds', 'finding']], lose: [['toasts', 'toasting'], ['drops', 'dropping']],
    container: 'bag', containers: 'bags', sharers: ['campers', 'camper'] },
  { id: 'tents', actor: 'the quartermaster', items: 'tent pegs', item: 'tent peg', place: 'in the gear shed',
    gain: [['orders', 'ordering'], ['straightens', 'straightening']], lose: [['bends', 'bending'], ['loses', 'losing']],
    container: 'sack', containers: 'sacks', sharers: ['tents', 'tent'] },
  { id: 'lanterns', actor: 'the night warden', items: 'batteries', item: 'battery', place: 'in the lantern drawer',
    gain: [['charges', 'charging'], ['unpacks', 'unpacking']], lose: [['uses up', 'using up'], ['throws out', 'throwing out']],
    container: 'pack', containers: 'packs', sharers: ['lanterns', 'lantern'] },
  { id: 'stones', actor: 'the swimmer', items: 'flat stones', item: 'flat stone', place: 'on the beach',
    gain: [['collects', 'collecting'], ['digs up', 'digging up']], lose: [['skips', 'skipping'], ['throws', 'throwing']],
    container: 'pile', containers: 'piles', sharers: ['friends', 'friend'] },
  { id: 'garden', actor: 'the gardener', items: 'carrots', item: 'carrot', place: 'in the camp garden',
    gain: [['pulls up', 'pulling up'], ['harvests', 'harvesting']], lose: [['sells', 'selling'], ['peels', 'peeling']],
    container: 'crate', containers: 'crates', sharers: ['soup pots', 'soup pot'] },
  { id: 'archery', actor: 'the archery coach', items: 'arrows', item: 'arrow', place: 'in the quiver rack',
    gain: [['fletches', 'fletching'], ['retrieves', 'retrieving']], lose: [['breaks', 'breaking'], ['loses', 'losing']],
    container: 'quiver', containers: 'quivers', sharers: ['archers', 'archer'] },
];

export const NAMES = ['Ana', 'Ben', 'Chidi', 'Dara', 'Eli', 'Farah', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kofi', 'Lena', 'Mira', 'Nico', 'Omar', 'Pia', 'Rosa', 'Sami', 'Tess', 'Uma'];

/** Someone who can give to or take from the actor. */
export const OTHERS = ['a friend', 'the camp director', 'a neighbour', 'another camper', 'the lifeguard', 'a visitor'];

/** "catches up" -> "catch up", "uses" -> "use": the form after "does" or "do". */
export function baseForm(verb: Verb): string {
  const [head, ...rest] = verb[0].split(' ');
  const base = /(ch|sh|x)es$/.test(head!) ? head!.slice(0, -2) : head!.slice(0, -1);
  return [base, ...rest].join(' ');
}
