import { describe, expect, it } from 'vitest';
import { shownUrl } from '../src/openPostgresPool.js';

describe('shownUrl', () => {
  it('hides a password before @ and in every query parameter named for one', () => {
    expect(shownUrl('postgresql://kiri:secret@db:5432/kiri')).toBe(
      'postgresql://kiri:***@db:5432/kiri',
    );
    expect(
      shownUrl(
        'postgresql://kiri@db/kiri?password=secret&sslmode=require&SSLPassword=key&password=2',
      ),
    ).toBe('postgresql://kiri@db/kiri?password=***&sslmode=require&SSLPassword=***');
    expect(shownUrl('postgres://db/kiri?application_name=kiri')).toBe(
      'postgres://db/kiri?application_name=kiri',
    );
  });
});
