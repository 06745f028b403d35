import { render } from 'preact-render-to-string';
import { h } from 'preact';
import { priceOf, postBody, splitEntry } from './text';

describe('menu and list entries', () => {
  it('splits "name – description – price" on dashes with spaces around them only', () => {
    expect(splitEntry('Key-lime tart – With toasted meringue – $6')).toEqual(['Key-lime tart', 'With toasted meringue', '$6']);
    expect(splitEntry('Sourdough')).toEqual(['Sourdough']);
  });

  it('takes a last part as the price only when it is a price', () => {
    expect(priceOf('$8')).toBe(true);
    expect(priceOf('$3.50')).toBe(true);
    expect(priceOf('from $12')).toBe(true);
    expect(priceOf('12 €')).toBe(true);
    expect(priceOf('9am to 1pm')).toBe(false);
    expect(priceOf('Open 7 days')).toBe(false);
  });
});

describe('postBody', () => {
  it('makes paragraphs, subheadings and lists, and no HTML from the text', () => {
    const html = render(h('div', null, postBody('First line\nsecond line\n\n## Tips\n\n- one\n- <b>two</b>\n\n<script>x</script>')));
    expect(html).toBe('<div><p>First line<br/>second line</p><h2>Tips</h2><ul><li>one</li><li>&lt;b>two&lt;/b></li></ul><p>&lt;script>x&lt;/script></p></div>');
  });
});
