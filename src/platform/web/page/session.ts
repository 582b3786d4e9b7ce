/** Who is signed in: the name and agent key live only in this tab's sessionStorage. */
const NAME_KEY = 'camp.name';
const KEY_KEY = 'camp.key';

export interface Identity {
  name: string;
  key: string;
}

export function currentIdentity(): Identity | null {
  const name = sessionStorage.getItem(NAME_KEY);
  const key = sessionStorage.getItem(KEY_KEY);
  return name && key ? { name, key } : null;
}

export function rememberIdentity(identity: Identity): void {
  sessionStorage.setItem(NAME_KEY, identity.name);
  sessionStorage.setItem(KEY_KEY, identity.key);
}

export function forgetIdentity(): void {
  sessionStorage.removeItem(NAME_KEY);
  sessionStorage.removeItem(KEY_KEY);
}
