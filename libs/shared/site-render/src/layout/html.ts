import type { ComponentChild } from 'preact';

/** What a renderer function returns: an element, text, or nothing. */
export type Html = ComponentChild;
