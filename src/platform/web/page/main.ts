/** Entry points of the page bundles: the board page (with a game's board) and the lobby. */
import type { GameBoard } from '../../../games/board.ts';
import { startGamePage, type PageConfig } from './game-page.ts';
import { startLeaderboards } from './leaderboards.ts';
import { startLobby, type LobbyConfig } from './lobby.ts';
import { startReviewsPage, type ReviewsPageConfig } from './reviews.ts';

function pageConfig(): PageConfig {
  const script = document.getElementById('camp-config');
  return JSON.parse(script?.textContent ?? '{}') as PageConfig;
}

function mountPoint(): HTMLElement {
  return document.getElementById('app') ?? document.body;
}

export function bootGamePage(board: GameBoard): void {
  startGamePage(board, pageConfig(), mountPoint());
}

export function bootLobby(): void {
  startLobby(mountPoint(), pageConfig() as unknown as LobbyConfig);
}

export function bootLeaderboards(): void {
  startLeaderboards(mountPoint());
}

export function bootReviews(): void {
  startReviewsPage(pageConfig() as unknown as ReviewsPageConfig, mountPoint());
}
