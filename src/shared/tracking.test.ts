import { describe, expect, it } from 'vitest';
import { isTrackingTemplate, trackingUrl } from './tracking.js';

describe('tracking link', () => {
  it('should put the number in place of {tracking}', () => {
    expect(trackingUrl('https://gls-group.com/HR/hr/pracenje-posiljke?match={tracking}', 'HP-2026-100200')).toBe(
      'https://gls-group.com/HR/hr/pracenje-posiljke?match=HP-2026-100200',
    );
    expect(trackingUrl('https://carrier.example/track/{tracking}/details', '123')).toBe(
      'https://carrier.example/track/123/details',
    );
  });

  it('should encode what a URL cannot carry as is, so a number cannot add parameters or paths', () => {
    expect(trackingUrl('https://boxnow.hr/?track={tracking}', 'HP 12/3&x=1#a')).toBe(
      'https://boxnow.hr/?track=HP%2012%2F3%26x%3D1%23a',
    );
    expect(trackingUrl('https://boxnow.hr/?track={tracking}', 'Šal')).toBe('https://boxnow.hr/?track=%C5%A0al');
  });

  it('should accept only an https URL with exactly one {tracking}', () => {
    expect(isTrackingTemplate('https://boxnow.hr/?track={tracking}')).toBe(true);
    expect(isTrackingTemplate('https://carrier.example/{tracking}')).toBe(true);
    expect(isTrackingTemplate('https://boxnow.hr/?track=')).toBe(false);
    expect(isTrackingTemplate('https://boxnow.hr/?a={tracking}&b={tracking}')).toBe(false);
    expect(isTrackingTemplate('http://boxnow.hr/?track={tracking}')).toBe(false);
    expect(isTrackingTemplate('javascript:alert(1)//{tracking}')).toBe(false);
    expect(isTrackingTemplate('/pracenje/{tracking}')).toBe(false);
  });
});
