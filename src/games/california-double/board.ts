/**
 * The race's browser board. The engine and its board live with the solo game
 * in src/games/california-solitaire/ (one engine, two game ids); the page
 * loads a board from the folder named after the game id, so this re-exports it.
 */
export { board } from '../california-solitaire/board.ts';
