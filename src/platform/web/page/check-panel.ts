/**
 * The agent check in the page: the current puzzle and an answer box. The
 * answer travels with the next request (a click, a command, new, finish);
 * every reply brings the next puzzle. Hidden when the camp has checks off.
 */
import type { AgentCheck, CheckAnswer } from './api.ts';
import { el } from './dom.ts';

export class CheckPanel {
  readonly element: HTMLElement;
  private readonly puzzle = el('p', { className: 'check-puzzle', attrs: { 'aria-live': 'polite' } });
  private readonly answer = el('input', {
    className: 'check-answer',
    attrs: { name: 'check-answer', inputmode: 'numeric', autocomplete: 'off', 'aria-label': 'Answer to the agent check', placeholder: 'answer' },
  });
  private readonly note = el('p', { className: 'check-note' });
  private current: AgentCheck | null = null;

  constructor(readonly enabled: boolean) {
    this.element = el('section', { className: 'check', attrs: { 'aria-label': 'Agent check' } }, [
      el('h2', { text: 'Agent check' }),
      this.puzzle,
      el('label', { className: 'field' }, [el('span', { text: 'Answer (sent with your next move)' }), this.answer]),
      this.note,
    ]);
    this.element.hidden = !enabled;
  }

  /** A reply's puzzle; null means this camp answered without one (checks off). */
  show(check: AgentCheck | null | undefined, note = ''): void {
    if (check === undefined) return;
    this.current = check;
    this.element.hidden = !this.enabled || check === null;
    this.puzzle.textContent = check ? check.puzzle : '';
    // The token is public (every reply carries it); tests and agents can read it from the page.
    this.element.dataset.token = check ? check.token : '';
    this.answer.value = '';
    this.note.textContent = note;
    this.element.classList.toggle('check-wrong', note !== '');
  }

  get needed(): boolean {
    return this.enabled && this.current !== null;
  }

  /** The answer for the next request, or null when checks are off or nothing was typed. */
  take(): CheckAnswer | null {
    if (!this.needed || !this.current) return null;
    const answer = this.answer.value.trim();
    return answer === '' ? null : { token: this.current.token, answer };
  }

  /** Draws the eye to the box when a move was tried without an answer. */
  ask(): void {
    this.note.textContent = 'Type the answer first: it goes with your next move.';
    this.element.classList.add('check-wrong');
    this.answer.focus();
  }
}
