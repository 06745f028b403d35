/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRefine, Route } from '../../testing/render-with-refine';
import { CreateClientButton } from './create-client-dialog';

const draft = { email: 'dora@keys.example', full_name: 'Dora Diver', website_name: 'Keys Dive Shop', sections: [] };

function openDialog() {
  renderWithRefine({
    url: '/dashboard/admin/submissions',
    dataProvider: { custom: async () => ({ data: draft as never }) },
    routes: (
      <Route path="/dashboard/admin/submissions" element={<CreateClientButton submissionId="s1" businessName="Keys Dive Shop" onCreated={() => undefined} />} />
    ),
  });
  fireEvent.click(screen.getByRole('button', { name: /Create client and website/ }));
}

const dialog = () => screen.queryByRole('dialog');

describe('the create-client dialog keeps what was typed', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('closes at once while nothing was changed (the answers it filled in are not the admin’s work)', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    openDialog();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveProperty('value', 'dora@keys.example'));
    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before Cancel or Escape throws an edit away, and stays open when the admin says no', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    openDialog();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveProperty('value', 'dora@keys.example'));
    fireEvent.change(screen.getByLabelText(/^Full Name/), { target: { value: 'Dora D. Diver' } });

    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    expect(confirm).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(dialog()!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(dialog()).not.toBeNull();
    expect(screen.getByLabelText(/^Full Name/)).toHaveProperty('value', 'Dora D. Diver');

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog()).toBeNull());
  });
});
