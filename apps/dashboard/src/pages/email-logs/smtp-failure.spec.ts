import { describe, expect, it } from 'vitest';
import { smtpFailureSummary } from './smtp-failure';

describe('an SMTP failure in plain words', () => {
  it.each([
    [
      '550 5.1.1 <x@y.example>: Recipient address rejected: User unknown in virtual mailbox table',
      "The recipient's address does not exist or does not accept e-mail.",
    ],
    ['452 4.2.2 Mailbox full', "The recipient's mailbox is full."],
    ['554 5.7.1 Message rejected as spam', 'The receiving server refused the e-mail as unwanted.'],
    ['connect ECONNREFUSED 127.0.0.1:2525', 'Our mail server could not be reached.'],
    ['Greeting never received', 'Our mail server could not be reached.'],
    ['Invalid login: 535 5.7.8 Authentication credentials invalid', 'Our mail server refused our sign-in (check SMTP_URL).'],
    ['421 4.7.0 Try again later, closing connection', 'The receiving server asked us to try again later.'],
    ['something nobody expected', 'The e-mail could not be delivered.'],
  ])('%s', (raw, summary) => {
    expect(smtpFailureSummary(raw)).toBe(summary);
  });

  it('says when no reason was recorded', () => {
    expect(smtpFailureSummary(undefined)).toBe('No reason was recorded.');
  });
});
