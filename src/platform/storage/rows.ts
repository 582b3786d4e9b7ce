/** Turns database rows (snake_case, JSON as text, BIGINT maybe as string) into the store's records. */
import type {
  AccountActivityRow, AccountGameRow, AccountGameTally, AccountRow, CommandRow, GameRow, GameVersion, LeaderboardRow, PlayingGameRow, RatingRow, ReviewRow, SeatRow,
} from '../store.ts';

type Row = Record<string, any>;

export function accountFromRow(value: unknown): AccountRow {
  const row = value as Row;
  return { id: row.id, name: row.name, createdAt: Number(row.created_at) };
}

export function gameFromRow(value: unknown): GameRow {
  const row = value as Row;
  return {
    id: row.id,
    game: row.game,
    options: JSON.parse(row.options),
    seed: row.seed,
    state: JSON.parse(row.state),
    version: Number(row.version),
    status: row.status,
    outcome: row.outcome ?? null,
    score: Number(row.score),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    ranked: Number(row.ranked ?? 0) === 1,
    variant: row.variant ?? '',
    daily: row.daily ?? '',
  };
}

export function gameVersionFromRow(value: unknown): GameVersion {
  const row = value as Row;
  return { id: row.id, game: row.game, version: Number(row.version) };
}

export function seatFromRow(value: unknown): SeatRow {
  const row = value as Row;
  return { seat: Number(row.seat), accountId: row.account_id ?? null, kind: row.kind, lastSeenAt: Number(row.last_seen_at) };
}

export function commandFromRow(value: unknown): CommandRow {
  const row = value as Row;
  return { seq: Number(row.seq), seat: Number(row.seat), command: row.command, acceptedAt: Number(row.accepted_at) };
}

export function reviewFromRow(value: unknown): ReviewRow {
  const row = value as Row;
  return { accountId: row.account_id, rating: Number(row.rating), review: row.review, createdAt: Number(row.created_at) };
}

export function accountGameFromRow(value: unknown): AccountGameRow {
  const row = value as Row;
  return {
    id: row.id,
    game: row.game,
    seat: Number(row.seat),
    status: row.status,
    outcome: row.outcome ?? null,
    score: Number(row.score),
    version: Number(row.version),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    daily: row.daily ?? '',
    ranked: Number(row.ranked ?? 0) === 1,
  };
}

export function tallyFromRow(value: unknown): AccountGameTally {
  const row = value as Row;
  return { game: row.game, seat: Number(row.seat), status: row.status, outcome: row.outcome ?? null, count: Number(row.count) };
}

export function leaderboardFromRow(value: unknown): LeaderboardRow {
  const row = value as Row;
  return {
    accountId: row.account_id, name: row.name, played: Number(row.played), wins: Number(row.wins),
    bestScore: Number(row.best_score), gameId: row.game_id,
    rating: row.rating === null || row.rating === undefined ? null : Number(row.rating),
  };
}

export function ratingFromRow(value: unknown): RatingRow {
  const row = value as Row;
  return { accountId: row.account_id, game: row.game, rating: Number(row.rating), games: Number(row.games), updatedAt: Number(row.updated_at) };
}

export function playingGameFromRow(value: unknown): PlayingGameRow {
  const row = value as Row;
  return { id: row.id, game: row.game, version: Number(row.version), createdAt: Number(row.created_at), updatedAt: Number(row.updated_at) };
}

export function accountActivityFromRow(value: unknown): AccountActivityRow {
  const row = value as Row;
  return {
    id: row.id, name: row.name, createdAt: Number(row.created_at), lastActive: Number(row.last_active), games: Number(row.games), suspended: Number(row.suspended) === 1,
  };
}
