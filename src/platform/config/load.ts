/** Configuration from the environment (SPEC.md 'Configuration'), read in one place: the list in settings.ts. */
import { SettingRefused, type Env } from './parsers.ts';
import { campSettings, limitSettings, type Setting, type SettingGroup } from './settings.ts';

/** The values a group of settings reads to, under the group's keys. */
type Values<Group extends SettingGroup> = { [Key in keyof Group]: Group[Key] extends Setting<infer T> ? T : never };

/** How much one address or account may ask for (times in milliseconds). */
export type CampLimits = Values<typeof limitSettings>;

/** Every setting, times in milliseconds; see settings.ts for what each one means. */
export type CampConfig = Values<typeof campSettings> & { limits: CampLimits };

export type ConfigResult = { ok: true; config: CampConfig } | { ok: false; error: string };

function readGroup<Group extends SettingGroup>(group: Group, env: Env): Values<Group> {
  const values: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(group)) {
    try {
      values[key] = setting.parse(env[setting.name] ?? setting.default ?? '', env);
    } catch (error) {
      if (error instanceof SettingRefused) throw new SettingRefused(`${setting.name} ${error.message}`);
      throw error;
    }
  }
  return values as Values<Group>;
}

export function readConfig(env: Env = process.env): ConfigResult {
  try {
    return { ok: true, config: { ...readGroup(campSettings, env), limits: readGroup(limitSettings, env) } };
  } catch (error) {
    if (error instanceof SettingRefused) return { ok: false, error: error.message };
    throw error;
  }
}
