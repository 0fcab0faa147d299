import { defineMessages } from '../../i18n/define.ts';
import type { devtoolsTools } from './devtools.tools.ts';

type Id = (typeof devtoolsTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const devtoolsNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    regex: {
      name: 'TODO regex',
      description: 'TODO: one line on what regex does, in this language.',
    },
    cron: {
      name: 'TODO cron',
      description: 'TODO: one line on what cron does, in this language.',
    },
    textdiff: {
      name: 'TODO textdiff',
      description: 'TODO: one line on what textdiff does, in this language.',
    },
    urlparser: {
      name: 'TODO urlparser',
      description: 'TODO: one line on what urlparser does, in this language.',
    },
  },
  {
    zh_Hans_CN: {
      regex: {
        name: 'TODO regex',
        description: 'TODO: one line on what regex does, in this language.',
      },
      cron: {
        name: 'TODO cron',
        description: 'TODO: one line on what cron does, in this language.',
      },
      textdiff: {
        name: 'TODO textdiff',
        description: 'TODO: one line on what textdiff does, in this language.',
      },
      urlparser: {
        name: 'TODO urlparser',
        description: 'TODO: one line on what urlparser does, in this language.',
      },
    },
    zh_Hant_HK: {
      regex: {
        name: 'TODO regex',
        description: 'TODO: one line on what regex does, in this language.',
      },
      cron: {
        name: 'TODO cron',
        description: 'TODO: one line on what cron does, in this language.',
      },
      textdiff: {
        name: 'TODO textdiff',
        description: 'TODO: one line on what textdiff does, in this language.',
      },
      urlparser: {
        name: 'TODO urlparser',
        description: 'TODO: one line on what urlparser does, in this language.',
      },
    },
  },
);
