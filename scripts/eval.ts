/**
 * `npm run eval -- --game <game> [--variant ...] --games N --from-seed S [--url URL]`:
 * plays N seeded games with the game's reference player, through the engine
 * or through a running camp, and prints the win rate (95% Wilson interval),
 * mean score and mean time per game.
 */
import { formatSummary, summarise } from './eval/result.ts';
import { parseEvalArgs, runEvaluation } from './eval/run.ts';

try {
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
