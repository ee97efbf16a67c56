import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('hides the values of signatures and page tokens and keeps the rest', () => {
    expect(redactUrl('/gxw-web-student/media/7?expires=1700000000&sign=abc123')).toBe(
      '/gxw-web-student/media/7?expires=1700000000&sign=[redacted]',
    );
    expect(redactUrl('http://localhost:3000/pay/local/V2026?t=deadbeef')).toBe(
      'http://localhost:3000/pay/local/V2026?t=[redacted]',
    );
    expect(
      redactUrl('https://b.s3.example/k.png?X-Amz-Credential=AK%2F1&X-Amz-Signature=ff&x=1#top'),
    ).toBe(
      'https://b.s3.example/k.png?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]&x=1#top',
    );
    expect(redactUrl('/gxw-web-student/stsFile/object?key=a%2Fb&expires=1&sig=00')).toBe(
      '/gxw-web-student/stsFile/object?key=a%2Fb&expires=1&sig=[redacted]',
    );
  });

  it('leaves addresses without credentials as they are', () => {
    expect(redactUrl('/api/v1/pc/articles?page=2&columnId=3')).toBe(
      '/api/v1/pc/articles?page=2&columnId=3',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
    expect(redactUrl('/x?%E0%A4%A=1&flag')).toBe('/x?%E0%A4%A=1&flag');
  });
});
