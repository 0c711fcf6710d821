/**
 * Invisible reCAPTCHA v2 (docs/spec/site-frame.md 9: version 2, invisible size), loaded on demand only when the server has
 * a site key: no third-party script reaches visitors of a shop that uses the proof of work.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    options: { sitekey: string; size: 'invisible'; callback: (token: string) => void; 'error-callback': () => void },
  ): number;
  execute(widget: number): void;
  reset(widget: number): void;
}

let script: Promise<Grecaptcha> | null = null;

function loadScript(): Promise<Grecaptcha> {
  script ??= new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
    tag.async = true;
    tag.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('captcha missing'));
    };
    tag.onerror = () => {
      script = null;
      reject(new Error('captcha script failed'));
    };
    document.head.append(tag);
  });
  return script;
}

export async function recaptchaToken(siteKey: string): Promise<string> {
  const g = await loadScript();
  const host = document.createElement('div');
  document.body.append(host);
  try {
    return await new Promise<string>((resolve, reject) => {
      const widget = g.render(host, {
        sitekey: siteKey,
        size: 'invisible',
        callback: resolve,
        'error-callback': () => reject(new Error('captcha failed')),
      });
      g.execute(widget);
    });
  } finally {
    host.remove();
  }
}
