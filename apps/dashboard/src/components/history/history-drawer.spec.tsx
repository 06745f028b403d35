/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithRefine, Route } from '../../testing/render-with-refine';
import { HistoryDrawer } from './history-drawer';
import type { HistoryLine, ReviewStep } from './revision';

const ZONE = 'America/New_York';
const about = { website_id: 'w1', item_type: 'section' as const, item_id: 's1', item_label: 'about_text' };
const admin = { id: 'a1', name: 'Ada Admin' };
const client = { id: 'c1', name: 'Cora Client' };
const step = (kind: ReviewStep['step'], at: string, extra: Partial<ReviewStep> = {}): ReviewStep => ({
  kind: 'review',
  id: `r:${kind}:${at}`,
  review_id: 'r',
  step: kind,
  ...about,
  changed_at: at,
  changed_by: kind === 'requested' ? client : admin,
  comment: null,
  version: 2,
  revision_id: null,
  ...extra,
});

// Newest first, as the API answers: the change the approval published, the approval, the second
// request, the send-back with its comment, the first request.
const lines: HistoryLine[] = [
  {
    kind: 'revision',
    id: 'rev-published',
    ...about,
    action: 'update',
    version: 3,
    changed_at: '2026-11-23T19:15:01.000Z',
    changed_by: admin,
    previous: { content_value: 'Since 2012', is_locked: false },
    next: { content_value: 'Since 2012, with a stone oven', is_locked: false },
  },
  step('approved', '2026-11-23T19:15:00.000Z', { revision_id: 'rev-published' }),
  step('requested', '2026-11-23T18:00:00.000Z'),
  step('sent_back', '2026-11-22T15:30:00.000Z', { comment: 'Mention the new oven,\nand the opening hours.' }),
  step('requested', '2026-11-22T14:00:00.000Z'),
];

describe('the History drawer', () => {
  afterEach(() => cleanup());

  it('shows the review steps among the changes: who sent it for review, the send-back with its comment, the approval and the change it published', async () => {
    renderWithRefine({
      url: '/',
      dataProvider: { custom: (async () => ({ data: lines })) as never },
      routes: (
        <Route
          path="/"
          element={
            <HistoryDrawer
              open
              onClose={() => undefined}
              item={{ label: 'About text', current: { text: 'Since 2012, with a stone oven' } }}
              revisionsPath="/my/website/sections/s1/revisions"
              zone={ZONE}
              restore={async () => undefined}
              onReload={async () => undefined}
            />
          }
        />
      ),
    });

    const list = await screen.findByRole('list', { name: 'Changes to About text, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.testid)).toEqual(['revision', 'review-step', 'review-step', 'review-step', 'review-step']);

    expect(items[0].textContent).toContain('Published on approval');
    expect(items[1].textContent).toContain('Approved');
    expect(items[1].textContent).toContain('by Ada Admin · Nov 23, 2026 at 2:15 PM EST');
    expect(items[1].textContent).toContain('The version sent went live');
    expect(items[2].textContent).toContain('Sent for review');
    expect(items[2].textContent).toContain('by Cora Client · Nov 23, 2026 at 1:00 PM EST');
    expect(items[3].textContent).toContain('Sent back');
    expect(items[3].textContent).toContain('by Ada Admin · Nov 22, 2026 at 10:30 AM EST');
    expect(within(items[3]).getByTestId('review-step-comment').textContent).toBe('Mention the new oven,\nand the opening hours.');
    expect(items[4].textContent).toContain('by Cora Client · Nov 22, 2026 at 9:00 AM EST');
    // A review step is not a version: nothing to restore on it.
    for (const item of items.slice(1)) expect(within(item).queryByRole('button')).toBeNull();
    expect(items.slice(1).some((item) => within(item).queryByTestId('revision-diff'))).toBe(false);
  });
});
