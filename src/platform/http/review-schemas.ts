/** JSON schemas of reviews: the reviews route, the rules JSON and the game list use them. */
export const RATING_SUMMARY = {
  type: 'object', additionalProperties: true, required: ['count', 'raters', 'average'],
  properties: {
    count: { type: 'integer', description: 'How many reviews the games of this type have.' },
    raters: { type: 'integer', description: 'How many accounts reviewed them: the average counts each once, by its latest rating.' },
    average: { type: ['number', 'null'], description: 'The average rating (1-10) over the raters, to two decimals; null before the first review.' },
  },
};

export const REVIEW_ITEM = {
  type: 'object', additionalProperties: true, required: ['rating', 'review', 'name', 'created_at', 'game_id'],
  properties: {
    rating: { type: 'integer', minimum: 1, maximum: 10 },
    review: { type: 'string', description: 'As the player wrote it: show it as text, never as markup.' },
    name: { type: 'string', description: 'The reviewer\'s account name.' },
    created_at: { type: 'string', format: 'date-time' },
    game_id: { type: 'string', description: 'The game reviewed.' },
  },
};

/** The reviews key of the rules JSON. */
export const RULES_REVIEWS = {
  ...RATING_SUMMARY,
  required: [...RATING_SUMMARY.required, 'recent', 'more'],
  properties: {
    ...RATING_SUMMARY.properties,
    recent: { type: 'array', items: REVIEW_ITEM, description: 'The newest reviews.' },
    more: { type: 'string', description: 'Every review, newest first, a page at a time.' },
  },
};

export const REVIEWS_REPLY = {
  type: 'object', additionalProperties: true, required: ['game', 'reviews', 'next_cursor'],
  properties: {
    game: { type: 'string' },
    reviews: { type: 'array', items: REVIEW_ITEM },
    next_cursor: { type: ['string', 'null'], description: 'Send as cursor= for the next page; null after the last.' },
  },
};
