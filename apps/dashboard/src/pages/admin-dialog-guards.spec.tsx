/** @vitest-environment happy-dom */
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { Order } from '../interfaces';
import { renderWithRefine, Route } from '../testing/render-with-refine';
import { ChangeEmailButton } from './clients/change-email';
import { MoveOrderButton } from './orders/move-order';
import { OrderClient } from './orders/link-to-client';

const clients = [{ id: 'c2', full_name: 'Sam Snorkel', email: 'sam@keys.example' }];
const order = { id: 'o1', user_id: null, purchase: 'Growth package', kind: 'package', status: 'paid', buyer_email: 'dora@keys.example' } as unknown as Order;

function renderDialogButton(element: ReactNode) {
  renderWithRefine({
    url: '/dashboard/admin/page',
    dataProvider: { getList: async () => ({ data: clients as never[], total: clients.length }) },
    // Without motion a closed dialog leaves at once (happy-dom runs no CSS transitions).
    routes: <Route path="/dashboard/admin/page" element={<ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>} />,
  });
}

/** Picks a client in the dialog's client picker (antd Select). */
async function pickClient(label: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle('Sam Snorkel · sam@keys.example'));
}

const dialogs: Array<{ name: string; render: () => void; open: string | RegExp; edit: () => Promise<void>; typed: () => void }> = [
  {
    name: 'change-email',
    render: () => renderDialogButton(<ChangeEmailButton client={{ id: 'c1', email: 'dora@keys.example' }} onRequested={async () => undefined} />),
    open: /Change email/,
    edit: async () => {
      fireEvent.change(screen.getByLabelText('New email'), { target: { value: 'dora@new.example' } });
    },
    typed: () => expect(screen.getByLabelText('New email')).toHaveProperty('value', 'dora@new.example'),
  },
  {
    name: 'move-order',
    render: () => renderDialogButton(<MoveOrderButton order={{ ...order, user_id: 'c1' }} onMoved={async () => undefined} />),
    open: /Move to another client/,
    edit: async () => {
      fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Typo in the checkout e-mail' } });
    },
    typed: () => expect(screen.getByLabelText('Reason')).toHaveProperty('value', 'Typo in the checkout e-mail'),
  },
  {
    name: 'link-to-client',
    render: () => renderDialogButton(<OrderClient order={order} />),
    open: 'Link to client: order of dora@keys.example',
    edit: () => pickClient('Client'),
    typed: () => expect(screen.getByRole('button', { name: 'Link' })).toHaveProperty('disabled', false),
  },
];

const dialog = () => screen.queryByRole('dialog');

describe.each(dialogs)('the $name dialog keeps what was typed', ({ render, open, edit, typed }) => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('closes at once while nothing was changed', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    render();
    fireEvent.click(await screen.findByRole('button', { name: open }));
    await waitFor(() => expect(dialog()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before Cancel, Escape or X throws an edit away, and stays open when the admin says no', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    render();
    fireEvent.click(await screen.findByRole('button', { name: open }));
    await waitFor(() => expect(dialog()).not.toBeNull());
    await edit();

    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    expect(confirm).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(dialog()!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(dialog()).not.toBeNull();
    typed();

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(confirm).toHaveBeenCalledTimes(3);
  });
});
