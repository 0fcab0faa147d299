import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { type Lang, setLang, test, waitForShell, watchProblems } from './support.ts';

// What the JSON pages' specs (json-more, json-xml) share: Python as the reference, the error words, the page.

/** Runs a Python 3 snippet with `data` on stdin and returns what it prints. */
export const python = (code: string, data: string) => execFileSync('python3', ['-c', code], { input: data }).toString();

/** An engine error's message in `lang`, its placeholders filled. */
export const errorIn = (
  lang: Lang,
  code: keyof (typeof errorMessages)['en_US'],
  params: Record<string, string | number>,
) => Object.entries(params).reduce((s, [k, v]) => s.replace(`{${k}}`, String(v)), errorMessages[lang][code]);

/** Opens `path` in `lang` (the cookie set first) once its shell is live, watching for problems. */
export async function open(page: Page, path: string, lang: Lang) {
  await setLang(page.context(), test.info().project.use.baseURL, lang);
  const watch = await watchProblems(page);
  await page.goto(path);
  await waitForShell(page);
  return watch;
}
