/** One evaluated game, and the summary of a run: win rate with a 95% Wilson interval, mean score, mean time. */
export interface GameResult {
  seed: string;
  won: boolean;
  outcome: string | null;
  score: number;
  commands: number;
  milliseconds: number;
}

export interface RunSummary {
  games: number;
  wins: number;
  winRate: number;
  /** 95% Wilson score interval of the win rate. */
  interval: [number, number];
  meanScore: number;
  meanMilliseconds: number;
}

const Z95 = 1.959964;

export function wilsonInterval(wins: number, games: number): [number, number] {
  if (games === 0) return [0, 1];
  const rate = wins / games;
  const z2 = Z95 * Z95;
  const centre = (rate + z2 / (2 * games)) / (1 + z2 / games);
  const half = (Z95 * Math.sqrt((rate * (1 - rate)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function summarise(results: readonly GameResult[]): RunSummary {
  const games = results.length;
  const wins = results.filter((result) => result.won).length;
  const mean = (pick: (result: GameResult) => number) => games === 0 ? 0 : results.reduce((sum, result) => sum + pick(result), 0) / games;
  return {
    games,
    wins,
    winRate: games === 0 ? 0 : wins / games,
    interval: wilsonInterval(wins, games),
    meanScore: mean((result) => result.score),
    meanMilliseconds: mean((result) => result.milliseconds),
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function formatSummary(summary: RunSummary): string {
  return [
    `games ${summary.games}, won ${summary.wins}`,
    `win rate ${percent(summary.winRate)} (95% CI ${percent(summary.interval[0])}-${percent(summary.interval[1])})`,
    `mean score ${summary.meanScore.toFixed(1)}`,
    `mean time ${summary.meanMilliseconds.toFixed(1)} ms/game`,
  ].join('; ');
}
