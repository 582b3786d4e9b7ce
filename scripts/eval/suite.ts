/**
 * `npm run eval -- --suite <suite> [--url URL [--secret SECRET]]`: plays a
 * whole suite with the reference players and prints its report card. Through
 * the engines it plays the suite's published seeds (a public run's deals);
 * through a camp it starts a real run, plays every game the camp deals it
 * over HTTP, and prints the card the camp worked out.
 */
import { findGame } from '../../src/games/registry.ts';
import { buildSuites, type Suite } from '../../src/platform/suites/catalogue.ts';
import { reportCard, type JudgedGame, type ReportCard } from '../../src/platform/suites/report-card.ts';
import { publicSeed } from '../../src/platform/suites/runs.ts';
import { games } from '../../src/games/registry.ts';
import { playThroughEngine } from '../../src/platform/suites/engine-play.ts';
import { CampAgent, playStartedOverHttp } from './http-runner.ts';

/** A race in a run goes at the camp's pace for runs (45 s a move by default): the player waits that long and more before giving up. */
const RUN_RACE_IDLE_LIMIT_MS = 180_000;
const CARD_POLL_MS = 1_000;

export function suiteNamed(id: string): Suite {
  const suites = buildSuites(games);
  const suite = suites.get(id);
  if (!suite) throw new Error(`No suite "${id}". Suites: ${[...suites.keys()].join(', ')}.`);
  return suite;
}

export interface SuiteOutcome {
  card: ReportCard;
  /** Commands the reference player sent, one per call: roughly what an agent sending one command a call would make. */
  commands: number;
  seconds: number;
}

export async function evaluateSuiteWithEngines(suite: Suite, onGame: (entry: string) => void = () => {}): Promise<SuiteOutcome> {
  const started = performance.now();
  const judged: JudgedGame[] = [];
  let commands = 0;
  for (const entry of suite.entries) {
    const game = findGame(entry.game)!;
    for (let deal = 1; deal <= entry.deals; deal++) {
      const seed = publicSeed(suite, entry.id, deal);
      const parsed = game.parseOptions({ ...entry.options });
      if (parsed.ok && game.prepareDeal) await game.prepareDeal(parsed.value, seed);
      const gameStarted = performance.now();
      const played = playThroughEngine(game, { ...entry.options }, seed, game.referencePlayer!(), undefined, true);
      const seconds = (performance.now() - gameStarted) / 1000;
      const winnable = entry.ceiling === 'solver' && game.dealWinnable && game.hindsight
        ? game.dealWinnable(await game.hindsight(played.finished!))
        : null;
      commands += played.commands;
      judged.push({
        entry: entry.id, won: played.won, score: played.score, moves: played.commands, seconds,
        sent: played.commands, refused: 0, checksRight: 0, checksWrong: 0, winnable, referenceWon: played.won,
      });
      onGame(entry.id);
    }
  }
  const card = reportCard(suite.entries, judged, (gameId) => (findGame(gameId)?.seats ?? 1) > 1);
  return { card, commands, seconds: (performance.now() - started) / 1000 };
}

export async function evaluateSuiteOverHttp(suite: Suite, url: string, secret: string | null, onGame: (entry: string) => void = () => {}): Promise<SuiteOutcome & { runId: string }> {
  const started = performance.now();
  const agent = new CampAgent(url, secret);
  await agent.signUp();
  const created = await agent.post(`/api/v1/suites/${suite.id}/runs`, { operator_answers: secret !== null });
  if (created.status !== 201) throw new Error(`Run refused (${created.status}): ${JSON.stringify(created.body)}`);
  const runId = String(created.body.run.id);
  let run = created.body.run;
  let commands = 0;
  while (run.next) {
    const game = findGame(run.next.game)!;
    const result = await playStartedOverHttp(agent, game, { run: runId }, runId, () => game.referencePlayer!(), RUN_RACE_IDLE_LIMIT_MS);
    commands += result.commands;
    onGame(run.next.entry);
    run = (await agent.get(`/api/v1/runs/${runId}`)).body;
  }
  while (!run.report_card) {
    if (run.status !== 'complete') throw new Error(`Run ${runId} has no game left to start but is ${run.status}: ${JSON.stringify(run.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, CARD_POLL_MS));
    run = (await agent.get(`/api/v1/runs/${runId}`)).body;
  }
  return { card: run.report_card as ReportCard, commands, seconds: (performance.now() - started) / 1000, runId };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function formatCard(card: ReportCard): string {
  const lines = ['| entry | games | wins | win rate (95% CI) | reference | ceiling | random | scored | commands/game |', '|---|---|---|---|---|---|---|---|---|'];
  for (const entry of card.entries) {
    lines.push(`| ${entry.id} | ${entry.games} | ${entry.wins} | ${percent(entry.win_rate)} (${percent(entry.interval.low)}-${percent(entry.interval.high)}) | `
      + `${percent(entry.reference.win_rate)} | ${entry.ceiling ? percent(entry.ceiling.rate) : 'unknown (100%)'} | ${percent(entry.random_win_rate)} | `
      + `${entry.entry_score === null ? 'no' : entry.entry_score.toFixed(3)} | ${entry.moves_per_game.toFixed(1)} |`);
  }
  const score = card.camp_score;
  lines.push('', score ? `Camp score ${score.value.toFixed(3)} (95% CI ${score.low.toFixed(3)}-${score.high.toFixed(3)})` : 'Camp score: none (no scored entry)');
  return lines.join('\n');
}
