import { h } from 'preact';
import type { Html } from '../layout/html';
import { SITE_PATHS } from '../site-paths';

export function statusContent(title: string, message: string, withLinks: boolean, eyebrow?: string): Html {
  return h(
    'div',
    { class: 'section status-page' },
    h(
      'div',
      { class: 'wrap narrow center' },
      eyebrow ? h('span', { class: 'eyebrow' }, eyebrow) : null,
      h('h1', null, title),
      h('p', { class: 'lead' }, message),
      withLinks
        ? h(
            'div',
            { class: 'actions' },
            h('a', { class: 'btn', href: SITE_PATHS.home }, 'Go to the home page'),
            h('a', { class: 'btn btn-ghost', href: SITE_PATHS.blog }, 'Read the blog'),
          )
        : null,
    ),
  );
}
