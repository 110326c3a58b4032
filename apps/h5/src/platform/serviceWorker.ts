/**
 * Registers nothing, on purpose: the spec's service-worker registration does nothing. The app
 * keeps no offline cache, and it leaves existing workers alone, because in mock mode the mock
 * backend's worker answers the API calls.
 */
export function registerServiceWorker(): void {}
