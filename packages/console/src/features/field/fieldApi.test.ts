import { describe, expect, it } from 'vitest';
import { endpointRoutes } from '../../api/endpointRoutes';
import { FIELD_CALLS } from './fieldApi';

describe('the field view’s calls', () => {
  it('use the contract’s paths', () => {
    for (const [name, path] of Object.entries(FIELD_CALLS)) {
      expect(endpointRoutes[name as keyof typeof endpointRoutes]?.path, name).toBe(path);
    }
  });
});
