import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn's score (0–4) a new password must reach: 2 refuses the passwords of every leaked
 * list's first pages (`12345678`, `Passw0rd!`, `admin123456`) and keyboard or date patterns.
 */
export const MIN_PASSWORD_SCORE = 2;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loaded on the first password set: the dictionaries take a moment and a few MB. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    return new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  })();
  return estimator;
}

/**
 * Whether a new password is too easy to guess: a common password, a pattern, or built from
 * the account's own words (its username, its holder's name).
 */
export async function isGuessablePassword(password: string, ownWords: string[]): Promise<boolean> {
  const result = await (await loadEstimator()).check(password, ownWords.filter(Boolean));
  return result.score < MIN_PASSWORD_SCORE;
}
