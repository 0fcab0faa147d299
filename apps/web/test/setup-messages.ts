// Every language's engine error messages, as the server has them (the browser loads its own language's).
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { provideErrorMessages } from '../app/i18n/t.tsx';

provideErrorMessages(errorMessages);
