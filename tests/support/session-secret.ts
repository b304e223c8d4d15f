import { resetSessionSecrets } from "#app/server/platform/auth/session.server";

const original = process.env.SESSION_SECRET;

/** Signs and verifies with these secrets (comma-separated, newest first) from here on; undo with restoreSessionSecret. */
export function setSessionSecret(secrets: string) {
  process.env.SESSION_SECRET = secrets;
  resetSessionSecrets();
}

/** The secrets as they were before the test file set any: for `afterEach`. */
export function restoreSessionSecret() {
  if (original === undefined) delete process.env.SESSION_SECRET;
  else process.env.SESSION_SECRET = original;
  resetSessionSecrets();
}
