import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from './sanitize.js';

describe('sanitizeHtml', () => {
  it('should keep allowed formatting tags', () => {
    expect(sanitizeHtml('<p>Dobrodošli <strong>navijači</strong>!</p>')).toBe(
      '<p>Dobrodošli <strong>navijači</strong>!</p>',
    );
  });

  it('should drop scripts with their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
  });

  it('should strip event handler and style attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red">t</p>')).toBe('<p>t</p>');
  });

  it('should drop javascript: and protocol-relative links but keep their text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('should mark external https links as new-tab noopener', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('should drop unknown tags but keep their text and close what was left open', () => {
    expect(sanitizeHtml('<div><p>a <img src=x onerror=y> <em>b</div>')).toBe('<p>a  <em>b</em></p>');
  });

  it('should escape stray angle brackets in text', () => {
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
  });
});

describe('isSafeHref', () => {
  it('should accept internal paths, https, mailto and tel only', () => {
    expect(['/kontakt', 'https://a.hr/x', 'mailto:a@b.hr', 'tel:+38531000000'].every(isSafeHref)).toBe(true);
    expect(['//evil', '/\\evil', 'http://a.hr', 'javascript:alert(1)', 'data:text/html,x'].some(isSafeHref)).toBe(
      false,
    );
  });
});
