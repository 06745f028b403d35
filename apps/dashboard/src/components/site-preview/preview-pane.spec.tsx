/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PreviewPane } from './preview-pane';

const EDIT_HINT = 'What you type shows here at once. Click a part of the page to edit it.';

describe('PreviewPane', () => {
  afterEach(cleanup);

  it('tells an editor that the page follows the typing and that a click edits', () => {
    render(<PreviewPane html="<p>Hi</p>" title="Preview of your home page" onPick={() => undefined} />);
    expect(screen.getByText(EDIT_HINT)).toBeTruthy();
  });

  it('says nothing of typing or editing where the preview only shows (an admin reviewing a change)', () => {
    render(<PreviewPane html="<p>Hi</p>" title="Preview of the post" />);
    expect(screen.queryByText(EDIT_HINT)).toBeNull();
    expect(screen.getByTitle('Preview of the post')).toBeTruthy();
  });
});
