import { type EndpointKey, endpoints } from '../api/endpoints.ts';

/**
 * Spec section 8: '0' for promotion endpoints, '00' for the complaint, card and older
 * endpoints, 0 for the new API. The app accepts all three everywhere.
 */
export function successCode(key: EndpointKey): string | number {
  const { path } = endpoints[key];
  if (path.startsWith('/api/v2/')) return '0';
  if (/^\/(user-problem|card|gopia)\//.test(path)) return '00';
  return 0;
}

export function successBody(key: EndpointKey, data: unknown) {
  return { code: successCode(key), message: 'success', data };
}

export function failureBody(code: string | number, message: string) {
  return { code, message, data: null };
}
