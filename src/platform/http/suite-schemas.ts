/**
 * The reply schemas of suites, runs and the suite board, for the OpenAPI
 * document and client generators: the field names of docs/evaluation.md.
 * A report card stays an open object there (its entries are listed in the
 * docs), since its numbers exist only once the run is complete.
 */

const text = (description?: string) => ({ type: 'string', ...(description ? { description } : {}) });
const whole = { type: 'integer', minimum: 0 };
const when = { type: 'string', format: 'date-time' };

const SUITE_ENTRY = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'game', 'options', 'deals', 'scored', 'random_win_rate', 'ceiling', 'ceiling_kind'],
  properties: {
    id: text(),
    game: text(),
    options: { type: 'object', additionalProperties: true, description: "The game's options for this entry's deals." },
    deals: whole,
    scored: { type: 'boolean', description: 'Whether the entry counts toward the Camp score.' },
    random_win_rate: { type: 'number', description: 'A random legal player\'s win rate, measured once for the suite version.' },
    ceiling: text('What the ceiling is, and why an entry is not scored, in a sentence.'),
    ceiling_kind: { type: 'string', enum: ['every-deal', 'solver', 'unknown'] },
  },
};

export const SUITE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'description', 'games_total', 'fingerprint', 'entries'],
  properties: {
    id: text(),
    version: whole,
    description: text(),
    games_total: whole,
    fingerprint: text('A hash of the entries: a published suite never changes.'),
    entries: { type: 'array', items: SUITE_ENTRY },
  },
};

export const SUITES_SCHEMA = { type: 'object', additionalProperties: false, required: ['suites'], properties: { suites: { type: 'array', items: SUITE_SCHEMA } } };

const RUN_GAME = {
  type: 'object',
  additionalProperties: false,
  required: ['entry', 'game', 'game_id', 'status', 'replay'],
  properties: {
    entry: text(),
    game: text(),
    game_id: { type: ['string', 'null'], description: 'Null until the game is started.' },
    status: { type: 'string', enum: ['unplayed', 'playing', 'won', 'lost', 'resigned', 'expired'] },
    replay: { type: ['string', 'null'], description: 'Once the game is over.' },
  },
};

export const RUN_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'suite', 'status', 'ranked', 'public', 'operator_answers', 'started_at', 'deadline', 'progress', 'next', 'games', 'report_card', 'report_card_status', 'page', 'csv'],
  properties: {
    id: text(),
    suite: text(),
    status: { type: 'string', enum: ['running', 'complete'] },
    ranked: { type: 'boolean' },
    public: { type: 'boolean', description: "Played on the suite's published seeds: never ranked." },
    operator_answers: { type: 'boolean', description: "Answered with the operator's secret: never ranked." },
    started_at: when,
    deadline: when,
    progress: { type: 'object', additionalProperties: false, required: ['over', 'total'], properties: { over: whole, total: whole } },
    next: {
      type: ['object', 'null'],
      description: 'The game to start next, with the call that starts it; null once every game is started.',
      additionalProperties: false,
      required: ['entry', 'game', 'new'],
      properties: {
        entry: text(),
        game: text(),
        new: {
          type: 'object',
          additionalProperties: false,
          required: ['method', 'path', 'body'],
          properties: { method: text(), path: text(), body: { type: 'object', additionalProperties: true } },
        },
      },
    },
    games: { type: 'array', items: RUN_GAME },
    report_card: { type: ['object', 'null'], additionalProperties: true, description: 'Once the run is complete and its card worked out (docs/evaluation.md).' },
    report_card_status: { type: ['string', 'null'], enum: ['computing', 'ready', null] },
    page: text(),
    csv: text(),
  },
};

export const STARTED_RUN_SCHEMA = { type: 'object', additionalProperties: false, required: ['run'], properties: { run: RUN_SCHEMA } };

export const SUITE_BOARD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['suite', 'ranked_by', 'note', 'entries'],
  properties: {
    suite: text(),
    ranked_by: { type: 'array', items: text() },
    note: text(),
    entries: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['rank', 'name', 'camp_score', 'completed_at', 'run', 'page'],
        properties: {
          rank: whole,
          name: text(),
          camp_score: {
            type: 'object', additionalProperties: false, required: ['value', 'low', 'high'],
            properties: { value: { type: 'number' }, low: { type: 'number' }, high: { type: 'number' } },
          },
          completed_at: when,
          run: text(),
          page: text(),
        },
      },
    },
  },
};
