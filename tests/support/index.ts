export { createTestApp, DEMO_API_KEY, type TestApp, type TestAppOptions } from './app.js';
export { expectCodedError, HOSTILE_STRINGS } from './assertions.js';
export { fullVolume, volume } from './volume.js';
