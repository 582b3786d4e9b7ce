/**
 * Each game's options as a schema a client can rely on, generated from its
 * definition: an option whose rules list a few plain values is an enum of
 * them (a boolean for true/false, numbers also as numbers); any other takes
 * the JSON Schema the game validates with. new_game's `options` is the union
 * of these, one branch per game (the MCP tool schema must be an object at
 * its top, so the union sits in the `options` argument).
 */
import { z } from 'zod';
import { optionProperties, type GameDefinition, type OptionDoc } from '../../games/game.ts';

type AnyGame = GameDefinition<any, any>;

/** Values such as "beginner" or "3", not ranges ("5-30") or prose ("52 card codes"). */
const PLAIN_VALUE = /^[a-z0-9_]+$/i;

/** An option's schema from its listed values, when they are a finite set; null otherwise. */
function listedValues(option: OptionDoc): z.ZodType | null {
  if (!option.values.length || !option.values.every((value) => PLAIN_VALUE.test(value))) return null;
  if (option.values.every((value) => value === 'true' || value === 'false')) return z.boolean();
  const numbers = option.values.filter((value) => /^\d+$/.test(value)).map(Number);
  const words = z.enum(option.values as [string, ...string[]]);
  return numbers.length ? z.union([words, ...numbers.map((value) => z.literal(value))]) : words;
}

/** Short: what each option means is in the rules, which the description of new_game points to. */
function described(option: OptionDoc, finite: boolean): string {
  const values = finite ? '' : `${option.values.join(', ')}.`;
  const fallback = option.default === '' ? '' : `Default ${option.default}.`;
  return [values, fallback].filter(Boolean).join(' ') || option.name;
}

/** One game's options (an unknown name is passed on for the camp to refuse in its own words). */
export function gameOptionsSchema(game: AnyGame): z.ZodObject {
  const properties = optionProperties(game);
  const shape: Record<string, z.ZodType> = {};
  for (const option of game.options) {
    const property = Object.hasOwn(properties, option.name) ? properties[option.name] : undefined;
    const listed = listedValues(option);
    const schema = listed ?? (property && typeof property === 'object' ? z.fromJSONSchema(property as never) : z.string().max(1_000));
    shape[option.name] = schema.optional().describe(described(option, listed !== null));
  }
  return z.looseObject(shape).describe(`${game.name} (game "${game.id}")${game.options.length ? '' : ': no options'}.`);
}

/** `options` of new_game: one branch per game, each that game's own options. */
export function optionsArgument(games: readonly AnyGame[]): z.ZodType {
  const branches = games.map(gameOptionsSchema);
  const union = branches.length > 1 ? z.union(branches as unknown as [z.ZodObject, z.ZodObject, ...z.ZodObject[]]) : branches[0]!;
  return union.optional().describe('The options of the game named in game (see rules): the branch of that game.');
}
