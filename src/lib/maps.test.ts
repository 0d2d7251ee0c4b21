import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, openInMapsUrl } from './maps';

describe('maps service', () => {
  it('builds the embed and open-in-maps addresses with the place encoded', () => {
    expect(mapEmbedUrl('k&y', 'Olaya St, Riyadh')).toBe(
      'https://www.google.com/maps/embed/v1/place?key=k%26y&q=Olaya%20St%2C%20Riyadh',
    );
    expect(openInMapsUrl('Olaya St, Riyadh')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Olaya%20St%2C%20Riyadh',
    );
  });
});
