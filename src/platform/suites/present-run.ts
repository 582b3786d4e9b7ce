/** A run as the API shows it: the field names of the runs contract (docs/evaluation.md#suite-runs). */
import type { ReportCard } from './report-card.ts';
import { isFinal, type RunSight } from './runs.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export function presentRun({ run, slots, statuses, complete }: RunSight, card: ReportCard | null) {
  const next = complete ? -1 : statuses.indexOf('unplayed');
  const nextSlot = next < 0 ? null : slots[next]!;
  return {
    id: run.id,
    suite: run.suite,
    status: complete ? 'complete' : 'running',
    ranked: run.ranked,
    public: run.public,
    operator_answers: run.operator,
    started_at: iso(run.createdAt),
    deadline: iso(run.deadline),
    progress: { over: statuses.filter(isFinal).length, total: slots.length },
    next: nextSlot && {
      entry: nextSlot.entry,
      game: nextSlot.game,
      new: { method: 'POST', path: `/games/${nextSlot.game}/api/new`, body: { run: run.id } },
    },
    games: slots.map((slot, index) => ({
      entry: slot.entry,
      game: slot.game,
      game_id: slot.gameId,
      status: statuses[index]!,
      // A finished game's replay shows its whole deal; a game still on (or expired while on) keeps it hidden.
      replay: slot.gameId !== null && slot.status === 'over' ? `/games/${slot.game}/api/replay?game_id=${encodeURIComponent(slot.gameId)}` : null,
    })),
    report_card: complete ? card : null,
    report_card_status: complete ? (card ? 'ready' : 'computing') : null,
    page: `/runs/${run.id}`,
    csv: `/api/v1/runs/${run.id}?format=csv`,
  };
}
