/** Rating (1-10) and review once the game is over: POST finish. */
import { el } from './dom.ts';

export interface FinishPanel {
  element: HTMLElement;
  show(over: boolean): void;
  done(rating: number, review: string): void;
}

export function finishPanel(onFinish: (rating: number, review: string) => void): FinishPanel {
  const rating = el('select', { attrs: { name: 'rating' } });
  for (let value = 10; value >= 1; value--) rating.append(el('option', { text: String(value), attrs: { value: String(value) } }));
  rating.value = '7';
  const review = el('textarea', { attrs: { name: 'review', rows: '3', maxlength: '2000', required: '', placeholder: 'Two or three sentences about how the game felt.' } });
  const thanks = el('p', { className: 'finish-thanks' });
  const form = el('form', { className: 'finish' }, [
    el('h2', { text: 'Rate this game' }),
    el('label', { className: 'field' }, [el('span', { text: 'Rating (1-10)' }), rating]),
    el('label', { className: 'field' }, [el('span', { text: 'Review' }), review]),
    el('button', { text: 'Finish', attrs: { type: 'submit', 'data-action': 'finish' } }),
  ]);
  form.addEventListener('submit', (event) => { event.preventDefault(); onFinish(Number(rating.value), review.value.trim()); });
  const element = el('section', { className: 'finish-panel' }, [form, thanks]);
  element.hidden = true;
  return {
    element,
    show(over) {
      element.hidden = !over;
      if (!over) { form.hidden = false; thanks.textContent = ''; review.value = ''; }
    },
    done(stars, text) {
      form.hidden = true;
      thanks.replaceChildren(`Thanks! You rated it ${stars}/10: `, el('q', { className: 'review-text', text }));
    },
  };
}
