import net from 'node:net';
import { closeAtEnd, closeLeftovers, whileOpening } from './open-resources';
import { TestSmtpServer } from './test-smtp-server';
import { FakeStripeServer } from './fake-stripe-server';

const refuses = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('what a test file leaves open', () => {
  it('is closed once at the end, however often its own close is called', async () => {
    let closed = 0;
    const close = closeAtEnd(async () => {
      closed += 1;
    });
    await close();
    await close();
    await closeLeftovers();
    expect(closed).toBe(1);
  });

  it('waits for something still opening, then closes what it opened', async () => {
    const events: string[] = [];
    let finishOpening!: () => void;
    const opened = whileOpening(
      new Promise<void>((resolve) => (finishOpening = resolve)).then(() => {
        events.push('opened');
        closeAtEnd(async () => {
          events.push('closed');
        });
      }),
    );
    const end = closeLeftovers();
    finishOpening();
    await Promise.all([opened, end]);
    expect(events).toEqual(['opened', 'closed']);
  });

  it('stops the SMTP and Stripe servers a failed hook never stopped', async () => {
    const smtp = await TestSmtpServer.create();
    const stripe = await new FakeStripeServer().start();
    expect(await refuses(smtp.port)).toBe(false);

    await closeLeftovers();

    expect(smtp.running).toBe(false);
    expect(await refuses(smtp.port)).toBe(true);
    expect(await refuses(stripe.port)).toBe(true);
  });
});
