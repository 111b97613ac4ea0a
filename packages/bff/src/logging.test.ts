import { describe, expect, it } from 'vitest';
import { requestSerializer } from './logging';

describe('request logs', () => {
  it('name the path without the query string, which can hold link tokens', () => {
    expect(requestSerializer({ method: 'GET', url: '/create-password?token=secret', id: 'req-1', ip: '127.0.0.1' })).toEqual({
      method: 'GET',
      path: '/create-password',
      id: 'req-1',
      remoteAddress: '127.0.0.1',
    });
  });
});
