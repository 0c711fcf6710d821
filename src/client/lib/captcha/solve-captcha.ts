/**
 * Solves the captcha of registration and forgot password (docs/decisions/0014-captcha.md): the invisible reCAPTCHA v2
 * when the server names a site key, otherwise the self-hosted proof of work in a Web Worker.
 */
import { ApiError, quiet, unwrap, type ApiClient } from '../api-client.js';
import { recaptchaToken } from './recaptcha.js';

export type CaptchaSolution = { challenge: string; nonce: string } | { recaptchaToken: string };

/** A captcha that could not be solved in this browser fails like one the server refused. */
const captchaFailed = (message: string) => new ApiError({ message, code: 'CAPTCHA_FAILED', statusCode: 0 });

function solveInWorker(challenge: string, difficulty: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ nonce?: string; error?: string }>) => {
      worker.terminate();
      if (event.data.nonce) resolve(event.data.nonce);
      else reject(captchaFailed(event.data.error ?? 'captcha failed'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(captchaFailed(event.message || 'captcha worker failed'));
    };
    worker.postMessage({ challenge, difficulty });
  });
}

export async function solveCaptcha(api: ApiClient): Promise<CaptchaSolution> {
  const challenge = await unwrap(api.GET('/api/v1/captcha/challenge', { middleware: [quiet] }));
  if (challenge.provider === 'recaptcha') return { recaptchaToken: await recaptchaToken(challenge.siteKey) };
  return { challenge: challenge.challenge, nonce: await solveInWorker(challenge.challenge, challenge.difficulty) };
}
