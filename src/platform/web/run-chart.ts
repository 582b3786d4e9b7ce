/**
 * A report card's chart as a served SVG (no chart library): per entry, the
 * agent's win rate with its 95% interval, the reference player's rate on the
 * same deals, the ceiling and the random player's rate, on one 0-100% axis.
 */
import type { ReportCard } from '../suites/report-card.ts';

const ROW = 34;
const LEFT = 270;
const WIDTH = 720;
const AXIS = WIDTH - LEFT - 20;
const TOP = 30;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const x = (rate: number) => (LEFT + Math.max(0, Math.min(1, rate)) * AXIS).toFixed(1);

export function reportCardSvg(card: ReportCard): string {
  const height = TOP + card.entries.length * ROW + 40;
  const rows = card.entries.map((entry, index) => {
    const y = TOP + index * ROW;
    const middle = y + ROW / 2;
    const ceiling = entry.ceiling?.rate ?? 1;
    return [
      `<g class="entry" data-entry="${escape(entry.id)}">`,
      `<title>${escape(`${entry.id}: ${entry.wins}/${entry.games} won (${pct(entry.win_rate)}, 95% CI ${pct(entry.interval.low)}-${pct(entry.interval.high)}); reference ${pct(entry.reference.win_rate)}; ceiling ${entry.ceiling ? pct(ceiling) : 'unknown'}; random ${pct(entry.random_win_rate)}`)}</title>`,
      `<text x="${LEFT - 8}" y="${middle + 4}" text-anchor="end">${escape(entry.id)}${entry.scored ? '' : ' (not scored)'}</text>`,
      `<rect class="agent" x="${LEFT}" y="${middle - 7}" width="${(Math.max(0, entry.win_rate) * AXIS).toFixed(1)}" height="14" fill="#3b6ea5"/>`,
      `<line class="interval" x1="${x(entry.interval.low)}" x2="${x(entry.interval.high)}" y1="${middle}" y2="${middle}" stroke="#10253c" stroke-width="2"/>`,
      `<line class="ceiling" x1="${x(ceiling)}" x2="${x(ceiling)}" y1="${y + 3}" y2="${y + ROW - 3}" stroke="#2e7d32" stroke-width="3"${entry.ceiling ? '' : ' stroke-dasharray="3 3"'}/>`,
      `<line class="random" x1="${x(entry.random_win_rate)}" x2="${x(entry.random_win_rate)}" y1="${y + 3}" y2="${y + ROW - 3}" stroke="#999" stroke-width="2" stroke-dasharray="2 2"/>`,
      `<path class="reference" d="M${x(entry.reference.win_rate)} ${middle - 8} l6 8 l-6 8 l-6 -8 z" fill="#e08a00"/>`,
      '</g>',
    ].join('');
  });
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((tick) =>
    `<line x1="${x(tick)}" x2="${x(tick)}" y1="${TOP - 4}" y2="${height - 34}" stroke="#ddd"/><text x="${x(tick)}" y="${TOP - 8}" text-anchor="middle">${tick * 100}%</text>`);
  const legendY = height - 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12" role="img" aria-label="Win rates by suite entry">
<rect width="100%" height="100%" fill="#fff"/>
${ticks.join('\n')}
${rows.join('\n')}
<g class="legend"><rect x="${LEFT}" y="${legendY - 9}" width="12" height="10" fill="#3b6ea5"/><text x="${LEFT + 16}" y="${legendY}">agent (95% CI)</text>
<path d="M${LEFT + 130} ${legendY - 9} l5 5 l-5 5 l-5 -5 z" fill="#e08a00"/><text x="${LEFT + 140}" y="${legendY}">reference</text>
<line x1="${LEFT + 220}" x2="${LEFT + 220}" y1="${legendY - 10}" y2="${legendY + 2}" stroke="#2e7d32" stroke-width="3"/><text x="${LEFT + 226}" y="${legendY}">ceiling</text>
<line x1="${LEFT + 290}" x2="${LEFT + 290}" y1="${legendY - 10}" y2="${legendY + 2}" stroke="#999" stroke-width="2" stroke-dasharray="2 2"/><text x="${LEFT + 296}" y="${legendY}">random</text></g>
</svg>
`;
}

function pct(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}
