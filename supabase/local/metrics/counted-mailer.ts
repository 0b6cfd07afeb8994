// Counts each mail a handler hands to its transport, by outcome: the one place every mail
// passes, whether a job or a direct function call sent it.
import type { Mailer } from '../../functions/_shared/types.ts';
import type { MailOutcome } from './backend-metrics.ts';

export function countedMailer(mailer: Mailer, count: (outcome: MailOutcome) => void): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        count('failed');
        throw error;
      }
      count('sent');
    },
  };
}
