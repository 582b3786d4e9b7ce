/**
 * /runs/<id>: a complete run's report card for people, rendered on the
 * server with no script: the Camp score, the chart (a served SVG), a table
 * per entry, every game's replay, and the JSON and CSV downloads.
 */
import { FAVICON_PATH } from './favicon.ts';
import { docsCss, shellCss } from './page/styles.ts';
import type { ReportCard } from '../suites/report-card.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

export interface RunPageGame {
  entry: string;
  game: string;
  status: string;
  replay: string | null;
}

export interface RunPage {
  id: string;
  suite: string;
  owner: string;
  ranked: boolean;
  public: boolean;
  card: ReportCard;
  games: RunPageGame[];
}

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Camp</title>
<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">
<style>${shellCss}</style>
<style>${docsCss}</style>
</head>
<body>
<header class="topbar"><a class="home" href="/">Camp</a><span>Suite run</span></header>
<main class="docs">
${body}</main>
</body>
</html>
`;
}

export function runPageHtml(page: RunPage): string {
  const { card } = page;
  const score = card.camp_score;
  const rows = card.entries.map((entry) => `<tr data-entry="${escape(entry.id)}"><td>${escape(entry.id)}</td><td>${entry.games}</td><td>${entry.wins}</td>`
    + `<td>${pct(entry.win_rate)} (${pct(entry.interval.low)}-${pct(entry.interval.high)})</td><td>${pct(entry.reference.win_rate)}</td>`
    + `<td>${entry.ceiling ? `${pct(entry.ceiling.rate)} (${entry.ceiling.wins_within} won)` : 'unknown'}</td><td>${pct(entry.random_win_rate)}</td>`
    + `<td>${entry.entry_score === null ? 'not scored' : entry.entry_score.toFixed(3)}</td><td>${entry.moves_per_game.toFixed(1)}</td></tr>`);
  const games = page.games.map((game, index) => `<li>${index + 1}. ${escape(game.entry)}: ${escape(game.status)}`
    + (game.replay ? ` · <a href="${escape(game.replay)}">replay</a>` : '') + '</li>');
  return shell(`Run of ${page.suite}`, `<h1>${escape(page.suite)} run by ${escape(page.owner)}</h1>
<p class="camp-score">Camp score: <strong>${score ? `${score.value.toFixed(3)}</strong> (95% CI ${score.low.toFixed(3)}-${score.high.toFixed(3)})` : 'none</strong> (no scored entry)'}
${page.ranked ? '' : ` · not ranked (${page.public ? 'a public run on published seeds' : "answered with the operator's secret"})`}</p>
<p>Downloads: <a href="/api/v1/runs/${escape(page.id)}">JSON</a> · <a href="/api/v1/runs/${escape(page.id)}?format=csv">CSV</a> · <a href="/docs/evaluation#suite-runs">what the card says</a></p>
<p><img class="chart" src="/runs/${escape(page.id)}/chart.svg" alt="Win rate per entry: the agent's with its 95% interval, the reference player's, the ceiling and the random rate"></p>
<table class="card">
<thead><tr><th>entry</th><th>games</th><th>wins</th><th>win rate (95% CI)</th><th>reference</th><th>ceiling</th><th>random</th><th>score</th><th>moves/game</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
<h2>Games</h2>
<ul class="run-games">
${games.join('\n')}
</ul>
`);
}

export function runPendingHtml(id: string, why: string): string {
  return shell('Run', `<h1>Run ${escape(id)}</h1>\n<p>${escape(why)}</p>\n`);
}
