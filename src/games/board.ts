/**
 * The browser side of a game: each game folder may hold a `board.ts` that
 * exports `board: GameBoard`. The camp's page (sign-in, options, agent check,
 * score, finish) draws everything around it and hands the board each new game
 * response. Board code runs in the page: DOM only, no Node APIs, no imports
 * from the platform.
 */

/** The game response the board draws (the same JSON the API returns). */
export interface BoardResponse {
  game: string;
  game_id: string;
  version: number;
  status: 'waiting' | 'playing' | 'over';
  outcome: string | null;
  score: number;
  seat: number | 'spectator';
  options: unknown;
  board_text: string;
  /** The game's own `view()` JSON. */
  board: unknown;
  next: string;
}

export interface BoardHost {
  /** Sends commands through the act API; the page attaches the agent check answer and redraws with the response. */
  act(commands: string | string[]): void;
  /** Shows a short message in the page's status line (e.g. "Select a destination"). */
  say(message: string): void;
  /** A board only looked at (a replay): draw the position without the buttons that play. */
  readOnly?: boolean;
}

export interface GameBoard {
  /** Redraws the board into `root` for this response. */
  render(root: HTMLElement, response: BoardResponse, host: BoardHost): void;
  /** Keyboard play; returns true when the key was used. */
  onKey?(event: KeyboardEvent, response: BoardResponse, host: BoardHost): boolean;
  /** CSS for this board; scope every rule under `.board-<game id>`. */
  css: string;
}
