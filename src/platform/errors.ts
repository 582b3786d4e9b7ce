import type { GameDefinition } from '../games/game.ts';

/** A refusal the platform answers with: an HTTP status, a stable code and a message that says what would be right. */
export class CampError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra fields for the JSON body. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A `new` refused for an option's value, with the game's options listed, whichever check caught the value. */
export function badOptions(game: Pick<GameDefinition<any, any>, 'options'>, message: string): CampError {
  return new CampError(400, 'bad_options', message, { options: game.options });
}
