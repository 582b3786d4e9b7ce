/** A game's rules and commands as JSON, in the shape of seed 001 (GET /games/G/api/rules). */
import type { GameDefinition } from '../../games/game.ts';
import { optionDocs, RACE_SEED_TEXT } from '../play/match-options.ts';

/** Rules and commands as JSON, in the shape of seed 001. */
export function rulesDocument(game: GameDefinition<any, any>, urlBase: string, checksOn: boolean) {
  const checkNote = checksOn
    ? 'needs the answer to an agent check (headers X-Agent-Check: <token> and X-Agent-Answer: <number>, or agent_check and agent_answer in the body)'
    : 'agent checks are switched off on this camp';
  const newNote = game.checkedCalls === 'every-post' ? `Start a new game; ${checkNote}.` : 'Start a new game (no agent check needed).';
  const seedNote = game.seats > 1
    ? `an optional seed, which ${RACE_SEED_TEXT}`
    : `an optional seed to replay a deal (a game on a deal you chose is not ranked), or "daily": true for today's daily deal (one attempt a day; GET /api/v1/leaderboards/${game.id}?window=daily)`;
  return {
    game: game.id,
    name: game.name,
    description: game.description,
    kind: game.kind,
    rules_html: game.rulesHtml,
    commands: game.commands,
    options: optionDocs(game),
    endpoints: {
      [`GET ${urlBase}/games/${game.id}/api/state`]: 'Your current game (add ?game_id=<id> for an older one of yours).',
      [`GET ${urlBase}/api/v1/agent-check`]: 'An agent check puzzle. Every game response also carries the next one as agent_check (and camp_check).',
      [`POST ${urlBase}/games/${game.id}/api/new`]: `${newNote} Body: the options, and ${seedNote}.`,
      [`POST ${urlBase}/games/${game.id}/api/act`]: `{"command": "..."} or {"commands": ["...", "..."]}; ${checkNote}.`,
      [`POST ${urlBase}/games/${game.id}/api/finish`]: `{"rating": 1-10, "review": "2-3 sentences"} once the game is over; ${checkNote}.`,
    },
  };
}
