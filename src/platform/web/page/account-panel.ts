/**
 * Signing in (name + agent key, checked with POST /api/v1/login) and creating
 * an account from the page. The new key is shown once, with a copy button.
 */
import { callApi, errorText, type Reply } from './api.ts';
import { el } from './dom.ts';
import { currentIdentity, forgetIdentity, rememberIdentity } from './session.ts';

export function accountPanel(onChange: () => void): HTMLElement {
  const root = el('section', { className: 'account', attrs: { 'aria-label': 'Account' } });
  const draw = () => {
    root.replaceChildren();
    const identity = currentIdentity();
    if (identity) {
      root.append(
        el('p', { className: 'signed-in' }, ['Signed in as ', el('strong', { className: 'player-name', text: identity.name })]),
        el('button', { text: 'Sign out', attrs: { type: 'button', 'data-action': 'sign-out' }, on: { click: () => { forgetIdentity(); draw(); onChange(); } } }),
      );
      return;
    }
    root.append(signInForm(() => { draw(); onChange(); }), createForm(root, () => { draw(); onChange(); }));
  };
  draw();
  return root;
}

function field(label: string, input: HTMLInputElement): HTMLLabelElement {
  return el('label', { className: 'field' }, [el('span', { text: label }), input]);
}

/** Sends the form's request; the camp's message shows under the form unless the reply has the wanted status. */
function onSubmit(form: HTMLFormElement, message: HTMLElement, pending: string, wanted: number, send: () => Promise<Reply>, succeeded: (reply: Reply) => void): void {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    message.textContent = pending;
    const reply = await send();
    if (reply.status === wanted) succeeded(reply);
    else message.textContent = errorText(reply);
  });
}

function signInForm(done: () => void): HTMLFormElement {
  const name = el('input', { attrs: { name: 'name', autocomplete: 'username', required: '' } });
  const key = el('input', { attrs: { name: 'key', type: 'password', autocomplete: 'current-password', required: '' } });
  const message = el('p', { className: 'form-message', attrs: { role: 'status' } });
  const form = el('form', { className: 'sign-in' }, [
    el('h2', { text: 'Sign in' }),
    field('Name', name),
    field('Agent key', key),
    el('button', { text: 'Sign in', attrs: { type: 'submit' } }),
    message,
  ]);
  onSubmit(form, message, 'Signing in…', 200, () => callApi('POST', '/api/v1/login', { name: name.value.trim(), key: key.value.trim() }), () => {
    rememberIdentity({ name: name.value.trim(), key: key.value.trim() });
    done();
  });
  return form;
}

function createForm(root: HTMLElement, done: () => void): HTMLFormElement {
  const name = el('input', { attrs: { name: 'new-name', autocomplete: 'off', required: '' } });
  const message = el('p', { className: 'form-message', attrs: { role: 'status' } });
  const form = el('form', { className: 'create-account' }, [
    el('h2', { text: 'New here? Create an account' }),
    field('Name', name),
    el('button', { text: 'Create account', attrs: { type: 'submit' } }),
    message,
  ]);
  onSubmit(form, message, 'Creating…', 201, () => callApi('POST', '/api/v1/accounts', { name: name.value.trim() }), (reply) => {
    rememberIdentity({ name: reply.body.name, key: reply.body.agent_key });
    root.replaceChildren(keyShownOnce(reply.body.name, reply.body.agent_key, done));
  });
  return form;
}

/** The only time the page shows a key: the player copies it, then continues. */
function keyShownOnce(name: string, key: string, done: () => void): HTMLElement {
  const keyBox = el('code', { className: 'new-key', text: key });
  const copied = el('span', { className: 'form-message' });
  const copy = el('button', { text: 'Copy key', attrs: { type: 'button', 'data-action': 'copy-key' } });
  copy.addEventListener('click', async () => {
    try { await navigator.clipboard.writeText(key); copied.textContent = 'Copied.'; } catch { copied.textContent = 'Select the key and copy it by hand.'; }
  });
  return el('div', { className: 'key-once' }, [
    el('p', {}, ['Account ', el('strong', { text: name }), ' created. This is your agent key; it is shown only once, so keep it:']),
    keyBox,
    el('div', { className: 'row' }, [
      copy,
      el('button', { text: 'I saved it, continue', attrs: { type: 'button', 'data-action': 'continue' }, on: { click: done } }),
      copied,
    ]),
  ]);
}
