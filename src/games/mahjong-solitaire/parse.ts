/** Command text to a command. */
import { err, ok, type Result } from '../game.ts';
import { echoed } from '../shared/echo.ts';
import { TILE_COUNT, parseTileId } from './layout.ts';

export type Command =
  | { kind: 'match'; first: number; second: number }
  | { kind: 'free' }
  | { kind: 'hint' }
  | { kind: 'shuffle' }
  | { kind: 'select'; tile: number | null }
  | { kind: 'resign' };

const VALID = "match <id> <id> (e.g. 'match t17 t88'), free, hint, shuffle, select <id> | select none, resign";

function tileArgument(text: string | undefined, usage: string): Result<number> {
  if (text === undefined) return err(`Missing tile id: write ${usage}.`);
  const tile = parseTileId(text);
  if (tile === null) return err(`'${echoed(text)}' is not a tile id: ids run from t1 to t${TILE_COUNT} (write t17 or 17).`);
  return ok(tile);
}

export function parseCommand(text: string): Result<Command> {
  const [word = '', ...args] = text.trim().split(/\s+/);
  const verb = word.toLowerCase();
  const noArguments = (command: Command): Result<Command> =>
    args.length === 0 ? ok(command) : err(`'${verb}' takes no arguments; send just '${verb}'.`);
  switch (verb) {
    case 'match':
    case 'm': {
      const usage = "'match t17 t88'";
      if (args.length !== 2) return err(`match needs exactly two tile ids, e.g. ${usage}.`);
      const first = tileArgument(args[0], usage);
      if (!first.ok) return first;
      const second = tileArgument(args[1], usage);
      if (!second.ok) return second;
      return ok({ kind: 'match', first: first.value, second: second.value });
    }
    case 'free':
    case 'moves':
      return noArguments({ kind: 'free' });
    case 'hint':
      return noArguments({ kind: 'hint' });
    case 'shuffle':
      return noArguments({ kind: 'shuffle' });
    case 'resign':
      return noArguments({ kind: 'resign' });
    case 'select': {
      const usage = "'select t17' or 'select none'";
      if (args.length !== 1) return err(`select needs one tile id or 'none': ${usage}.`);
      if (args[0]!.toLowerCase() === 'none') return ok({ kind: 'select', tile: null });
      const tile = tileArgument(args[0], usage);
      return tile.ok ? ok({ kind: 'select', tile: tile.value }) : tile;
    }
    default:
      return err(`Unknown command '${echoed(text.trim())}'. Valid commands: ${VALID}.`);
  }
}
