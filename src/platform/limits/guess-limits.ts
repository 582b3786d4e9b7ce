/**
 * The two limits on guessing at the agent check, fed by the same judged
 * answers per account and per address: wrong answers in a row lock a key
 * out (wrong-answers.ts), and too few right over the latest ones pause it
 * (check-accuracy.ts). Only a judged answer counts; a used, expired or
 * forged token teaches nothing about any answer.
 */
import { CampError } from '../errors.ts';
import type { CheckAccuracy } from './check-accuracy.ts';
import type { WrongAnswers } from './wrong-answers.ts';

export class GuessLimits {
  constructor(private readonly streaks: WrongAnswers, private readonly accuracy: CheckAccuracy) {}

  /** A 429 with Retry-After while any of these keys is locked out or paused; thrown before the check is looked at, so nothing is spent. */
  refuseWhileHeld(keys: readonly string[]): void {
    refuseFor(this.streaks.lockedFor(keys), 'too_many_wrong_answers', 'Too many wrong agent check answers in a row');
    refuseFor(this.accuracy.pausedFor(keys), 'agent_check_paused', 'Too few right agent check answers lately');
  }

  judged(keys: readonly string[], right: boolean): void {
    if (right) this.streaks.recordRight(keys);
    else this.streaks.recordWrong(keys);
    this.accuracy.record(keys, right);
  }
}

function refuseFor(heldMs: number, code: string, reason: string): void {
  if (heldMs <= 0) return;
  const seconds = Math.max(1, Math.ceil(heldMs / 1000));
  throw new CampError(429, code,
    `${reason} from this account or address. Nothing was done and your puzzle was not spent; retry in ${seconds} seconds (the Retry-After header says the same).`,
    { retry_after_seconds: seconds });
}
