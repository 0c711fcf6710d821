// npm run admin:create -- <e-mail>: makes a back-office account in the database of DATABASE_URL, or of the PGlite in
// DATA_DIR (default ./data), migrating it first. The password is asked twice without echo; in a container, where no one
// types, ADMIN_EMAIL and ADMIN_PASSWORD are read instead (docs/decisions/0132-no-demo-in-production.md).
import { ConfigError, loadConfig } from '../src/server/platform/config.js';
import { createBackofficeAccount } from '../src/server/modules/users/index.js';
import { describeRefusal, openShopDb } from '../src/server/start.js';

/** Reads a line from the terminal without showing what is typed. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new Error('prekinuto'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    process.stdout.write(prompt);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const email = process.argv[2] ?? config.ADMIN_EMAIL;
  if (!email) {
    console.error('Upotreba: npm run admin:create -- <e-mail adresa>   (ili ADMIN_EMAIL i ADMIN_PASSWORD u okruženju)');
    return 1;
  }
  let password = config.ADMIN_PASSWORD;
  let repeatPassword = password;
  if (!password) {
    if (!process.stdin.isTTY) {
      console.error('Lozinka se upisuje u terminalu; bez terminala postavite ADMIN_PASSWORD.');
      return 1;
    }
    password = await askHidden('Lozinka: ');
    repeatPassword = await askHidden('Ponovite lozinku: ');
  }
  const handle = await openShopDb(config);
  try {
    const result = await createBackofficeAccount(handle.db, { email, password, repeatPassword: repeatPassword ?? '' });
    if (!result.ok) {
      console.error(`Račun nije napravljen: ${describeRefusal(result)}`);
      return 1;
    }
    console.log(`Račun pozadinskog ureda ${result.email} je napravljen; prijavite se na /admin.`);
    if (config.ADMIN_PASSWORD) console.log('Uklonite ADMIN_PASSWORD iz okruženja: više nije potreban.');
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main().catch((err: unknown) => {
  console.error('admin:create nije uspio:', err instanceof Error ? err.message : err);
  return 1;
});
