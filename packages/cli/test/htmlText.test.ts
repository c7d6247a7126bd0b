import { describe, expect, it } from 'vitest';
import { htmlText } from '../src/htmlText.js';

describe('htmlText', () => {
  it('turns the five characters of markup into entities, and nothing else', () => {
    expect(htmlText(`<a href="x" title='y'>R&D</a> Кватра 🎲`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;R&amp;D&lt;/a&gt; Кватра 🎲',
    );
    expect(htmlText('&amp;')).toBe('&amp;amp;');
  });
});
