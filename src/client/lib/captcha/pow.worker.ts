/// <reference lib="webworker" />
import { solvePow } from './pow.js';

/** Solves one challenge off the main thread, so typing stays smooth while the captcha works (docs/targets.md P4). */
self.onmessage = async (event: MessageEvent<{ challenge: string; difficulty: number }>) => {
  try {
    const nonce = await solvePow(event.data.challenge, event.data.difficulty);
    self.postMessage({ nonce });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
