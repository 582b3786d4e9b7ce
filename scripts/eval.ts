/**
 * `npm run eval -- --game <game> [--variant ...] --games N --from-seed S [--url URL]`:
 * plays N seeded games with the game's reference player, through the engine
 * or through a running camp, and prints the win rate (95% Wilson interval),
 * mean score and mean time per game.
 * `npm run eval -- --suite <suite> [--url URL]`: plays a whole suite with the
 * reference players and prints its report card (docs/evaluation.md).
 */
import { formatSummary, summarise } from './eval/result.ts';
import { parseEvalArgs, parseSuiteArgs, runEvaluation } from './eval/run.ts';
import { evaluateSuiteOverHttp, evaluateSuiteWithEngines, formatCard, suiteNamed } from './eval/suite.ts';

async function evaluateSuite(): Promise<void> {
  const request = parseSuiteArgs(process.argv.slice(2), process.env);
  const suite = suiteNamed(request.suite);
  console.log(`${suite.id} (${suite.gamesTotal} games), ${request.url ? `a run through ${request.url}` : "the suite's published seeds through the engines"}`);
  const outcome = request.url
    ? await evaluateSuiteOverHttp(suite, request.url, request.secret)
    : await evaluateSuiteWithEngines(suite);
  if ('runId' in outcome) console.log(`run ${outcome.runId}: ${request.url}/runs/${outcome.runId}`);
  console.log(formatCard(outcome.card));
  console.log(`${outcome.commands} commands in ${outcome.seconds.toFixed(1)} s`);
}

try {
  if (process.argv.includes('--suite')) {
    await evaluateSuite();
    process.exit();
  }
  const request = parseEvalArgs(process.argv.slice(2), process.env);
  const where = request.url ? `through ${request.url}` : 'through the engine';
  const variant = Object.entries(request.options).map(([name, value]) => `${name}=${value}`).join(',') || 'default options';
  console.log(`${request.gameId} (${variant}), seeds ${request.fromSeed}-${request.fromSeed + request.games - 1}, ${where}`);
  const results = await runEvaluation(request);
  console.log(formatSummary(summarise(results)));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
