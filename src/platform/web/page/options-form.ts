/**
 * The "new game" form, built from the game's rules JSON: a choice for each
 * option with a list of values, a text box for free-form ones (sent only when
 * filled in) and a seed; for multi-seat games the rules JSON lists the
 * opponent and its speed among the options.
 */
import { el } from './dom.ts';

export interface OptionDoc {
  name: string;
  values: string[];
  default: string;
  description: string;
}

/** A person at a board usually wants a game now, so the form offers the built-in opponent first. */
const FORM_DEFAULTS = new Map([['opponent', 'bot']]);

export interface OptionsForm {
  element: HTMLFormElement;
  /** The body of the `new` request. */
  values(): Record<string, string>;
  /**
   * Sets each choice to the value a game was started with, so "start a new
   * game" offers the same kind again. Free-form fields are left as they are:
   * a level's echoed size must not be sent beside it.
   */
  chooseLike(options: unknown): void;
}

/** `options` come from the rules JSON, which lists a multi-seat game's opponent and bot_speed too. */
export function optionsForm(options: OptionDoc[], multiSeat: boolean, onStart: () => void): OptionsForm {
  const inputs: { name: string; input: HTMLInputElement | HTMLSelectElement }[] = [];
  const seedHelp = multiSeat
    ? 'Replay a deal: used only when the other player asks for the same seed; leave empty against the bot.'
    : 'Replay a deal: the same seed and options give the same game.';
  const withFormDefaults = options.map((option) => ({ ...option, default: FORM_DEFAULTS.get(option.name) ?? option.default }));
  const fields = [...withFormDefaults, { name: 'seed', values: ['any text'], default: '', description: seedHelp }];
  const form = el('form', { className: 'options' }, [el('h2', { text: 'New game' })]);
  for (const option of fields) {
    const input = option.values.length > 1 ? choice(option) : freeText(option);
    inputs.push({ name: option.name, input });
    form.append(el('label', { className: 'field', attrs: { title: option.description } }, [el('span', { text: option.name.replace('_', ' ') }), input]));
  }
  form.append(el('button', { text: 'Start a new game', attrs: { type: 'submit', 'data-action': 'new-game' } }));
  form.addEventListener('submit', (event) => { event.preventDefault(); onStart(); });
  return {
    element: form,
    values: () => Object.fromEntries(inputs.map(({ name, input }) => [name, input.value.trim()]).filter(([, value]) => value !== '')),
    chooseLike(started) {
      if (!started || typeof started !== 'object') return;
      for (const { name, input } of inputs) {
        if (!(input instanceof HTMLSelectElement)) continue;
        // An option left out of the echo is at its default (Minesweeper echoes no_guess only when true).
        const value = Object.hasOwn(started, name) ? String((started as Record<string, unknown>)[name]) : input.dataset.default;
        if ([...input.options].some((option) => option.value === value)) input.value = value!;
      }
    },
  };
}

function choice(option: OptionDoc): HTMLSelectElement {
  const select = el('select', { attrs: { name: option.name } });
  for (const value of option.values) select.append(el('option', { text: value, attrs: { value } }));
  select.value = option.default;
  select.dataset.default = option.default;
  return select;
}

function freeText(option: OptionDoc): HTMLInputElement {
  return el('input', { attrs: { name: option.name, placeholder: option.values[0] ?? '', autocomplete: 'off' } });
}
