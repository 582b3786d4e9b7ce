/**
 * What a report card costs: a complete camp-v1 run (public seeds, every
 * game started and resigned through HTTP) on a camp with SQLite, then
 *   - the time from the run's completion to its card (the reference player
 *     on all 240 deals in the worker, Klondike's solver on its 80 deals),
 *   - the reference player's own cost per run: each deal played in this
 *     process, timed, summed per entry,
 *   - a read of the stored card, against a read of the suite list (the
 *     baseline, in the same run).
 *
 *   npx tsx bench/report-card.ts [suite, default camp-v1] [reads, default 200]
 */
import { findGame } from '../src/games/registry.ts';
import { playReferenceGame } from '../src/platform/suites/reference-jobs.ts';
import { startCamp } from '../test/support/camp.ts';

const suiteId = process.argv[2] ?? 'camp-v1';
const reads = Number(process.argv[3] ?? 200);

const camp = await startCamp({ CAMP_RUN_RACE_BOT_SECONDS: '0', CAMP_AGENT_CHECK: 'off', CAMP_LIMIT_GAME_CALLS_PER_MINUTE: '100000' });
try {
  const player = await camp.signUp();
  const created = await player.post(`/api/v1/suites/${suiteId}/runs`, { public: true });
  const runId: string = created.body.run.id;
  const slots: { entry: string; game: string }[] = created.body.run.games;
  const playStarted = performance.now();
  for (const slot of slots) {
    const started = await player.post(`/games/${slot.game}/api/new`, { run: runId });
    if (started.status !== 201) throw new Error(JSON.stringify(started.body));
    await player.post(`/games/${slot.game}/api/act`, { command: 'resign', game_id: started.body.game_id });
  }
  const playSeconds = (performance.now() - playStarted) / 1000;

  const cardStarted = performance.now();
  let run = (await player.get(`/api/v1/runs/${runId}`)).body;
  while (!run.report_card) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    run = (await player.get(`/api/v1/runs/${runId}`)).body;
  }
  const cardSeconds = (performance.now() - cardStarted) / 1000;

  // The reference player's cost: the same deals, played here one by one.
  const seeds = (await camp.camp.store.runSlots(runId)).map((slot) => ({ entry: slot.entry, game: slot.game, options: slot.options as Record<string, unknown>, seed: slot.seed }));
  const perEntry = new Map<string, { games: number; ms: number }>();
  for (const deal of seeds) {
    const started = performance.now();
    playReferenceGame(deal);
    const spent = perEntry.get(deal.entry) ?? { games: 0, ms: 0 };
    spent.games++;
    spent.ms += performance.now() - started;
    perEntry.set(deal.entry, spent);
  }
  const referenceMs = [...perEntry.values()].reduce((sum, entry) => sum + entry.ms, 0);

  const median = async (path: string) => {
    const times: number[] = [];
    for (let i = 0; i < reads; i++) {
      const started = performance.now();
      await player.get(path);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  };
  const cardRead = await median(`/api/v1/runs/${runId}`);
  const baseline = await median('/api/v1/suites');

  console.log(`${suiteId}: ${slots.length} games started and resigned over HTTP in ${playSeconds.toFixed(1)} s`);
  console.log(`report card ready ${cardSeconds.toFixed(1)} s after the run completed`);
  console.log(`reference player, in this process: ${(referenceMs / 1000).toFixed(1)} s for the run (${(referenceMs / cardSeconds / 10).toFixed(0)}% of the card's time)`);
  console.log('| entry | deals | reference ms/deal |\n|---|---|---|');
  for (const [entry, spent] of perEntry) console.log(`| ${entry} | ${spent.games} | ${(spent.ms / spent.games).toFixed(1)} |`);
  console.log(`stored card read: median ${cardRead.toFixed(2)} ms; suite list (baseline): ${baseline.toFixed(2)} ms; ratio ${(cardRead / baseline).toFixed(2)}`);
  for (const game of new Set(slots.map((slot) => slot.game))) if (!findGame(game)) throw new Error(game);
} finally {
  await camp.close();
}
process.exit();
