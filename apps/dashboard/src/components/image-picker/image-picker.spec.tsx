/** @vitest-environment happy-dom */
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render as mount, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { Image } from '../../lib/image-library-api';
import { ImagePicker, LIBRARY_PAGE } from './image-picker';

const image = (id: string, alt: string | null, status: Image['status'] = 'ready'): Image => ({
  id,
  website_id: 'w',
  filename: `${id}.jpg`,
  mime_type: 'image/jpeg',
  width: 1600,
  height: 1200,
  bytes: 1000,
  alt_text: alt,
  focal_x: 0.5,
  focal_y: 0.5,
  status,
  revision: 1,
  placeholder: null,
  variants: [{ format: 'webp', width: 320, height: 240, bytes: 100, url: `/media/${id}/w320.webp` }],
  created_at: '2026-11-27T12:00:00Z',
  updated_at: '2026-11-27T12:00:00Z',
});

const ids = {
  loaves: '11111111-1111-4111-8111-111111111111',
  counter: '22222222-2222-4222-8222-222222222222',
  undescribed: '33333333-3333-4333-8333-333333333333',
  processing: '44444444-4444-4444-8444-444444444444',
};
const library = [
  image(ids.loaves, 'Sourdough loaves cooling'),
  image(ids.counter, 'The shop counter'),
  image(ids.undescribed, null),
  image(ids.processing, 'Still coming', 'processing'),
];

/** The picker in a form field's place: it holds the value a section stores. */
function Field({ initial = '', multiple = false }: { initial?: string; multiple?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImagePicker label={multiple ? 'Photo gallery' : 'About photo'} images={library} multiple={multiple} maxItems={12} value={value} onChange={setValue} />
      <output data-testid="stored">{JSON.stringify(value)}</output>
    </>
  );
}

// Without motion the dialog leaves the page as soon as it closes (happy-dom runs no transitions).
const render = (ui: ReactElement) => mount(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>);

const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '""') as string;
const dialog = () => screen.queryByRole('dialog');

describe('the image picker', () => {
  afterEach(cleanup);

  it('chooses from the library’s thumbnails, only images with alt text that are ready, and shows the choice', async () => {
    render(<Field />);
    expect(screen.getByText('No image chosen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Choose About photo$/ }));
    const list = within(dialog()!);
    expect(list.getByRole('link', { name: /Upload or describe images/ }).getAttribute('href')).toBe(LIBRARY_PAGE);
    expect(list.getByRole('button', { name: `${ids.undescribed}.jpg: Needs a description (alt text)` })).toHaveProperty('disabled', true);
    expect(list.getByRole('button', { name: `${ids.processing}.jpg: Still being prepared` })).toHaveProperty('disabled', true);

    fireEvent.click(list.getByRole('button', { name: 'Sourdough loaves cooling' }));
    expect(stored()).toBe(`image:${ids.loaves}`);
    await waitFor(() => expect(dialog()).toBeNull());
    const chosen = screen.getByRole('img', { name: 'Sourdough loaves cooling' });
    expect(chosen.getAttribute('src')).toBe(`/media/${ids.loaves}/w320.webp`);
    expect(screen.getByRole('button', { name: /Change About photo$/ })).toBeTruthy();
  });

  it('removes the chosen image, leaving the slot empty', () => {
    render(<Field initial={`image:${ids.counter}`} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove The shop counter from About photo' }));
    expect(stored()).toBe('');
    expect(screen.getByText('No image chosen.')).toBeTruthy();
  });

  it('builds a gallery: several photos, one per line in the order picked, applied with the Use button', async () => {
    render(<Field multiple initial={`image:${ids.counter}`} />);
    fireEvent.click(screen.getByRole('button', { name: /Choose photos for Photo gallery$/ }));
    const list = within(dialog()!);
    expect(list.getByRole('button', { name: 'The shop counter' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(list.getByRole('button', { name: 'Sourdough loaves cooling' }));
    expect(stored()).toBe(`image:${ids.counter}`);
    fireEvent.click(list.getByRole('button', { name: 'Use 2 photos' }));
    expect(stored()).toBe(`image:${ids.counter}\nimage:${ids.loaves}`);
    await waitFor(() => expect(dialog()).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('has no buttons on a locked slot', () => {
    render(<ImagePicker label="About photo" images={library} value={`image:${ids.loaves}`} readOnly />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Sourdough loaves cooling' })).toBeTruthy();
  });
});
