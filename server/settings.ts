import { viewsDatabaseFile } from "../views/store/database-file.ts";
import { viewsKeepDays } from "../views/store/keep-days.ts";
import { notifySettings, type NotifySettings } from "../views/server/notify-settings.ts";

export type ServerSettings = { viewsFile: string; keepDays: number; notify: NotifySettings | null };

/** Read as the server starts: a value it cannot use stops it there, naming the variable. */
export function serverSettings(env: Record<string, string | undefined>): ServerSettings {
  return { viewsFile: viewsDatabaseFile(env), keepDays: viewsKeepDays(env), notify: notifySettings(env) };
}
