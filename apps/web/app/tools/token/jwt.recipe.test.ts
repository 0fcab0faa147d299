import { decodeJwt, signJwt } from '@tinkerbox/engine/token';
import { describe, expect, it } from 'vitest';
import { runHanded, utf8 } from '../../../test/handed-recipe.ts';
import { jwtRecipe } from './jwt.recipe.ts';

// "Continue in a recipe" on /jwt: the step the decoder hands over, run by the engine's operation, gives
// the payload box's own text (the page's decodeJwt is the reference).

// RFC 7519 section 3.1's example token, and jwt.io's default one
const RFC7519 =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const JWT_IO =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe('/jwt hands the recipe page its decoded payload', () => {
  it('gives the payload box text for published tokens and one signed here with a non-ASCII claim', async () => {
    const key = { kind: 'secret', bytes: new TextEncoder().encode('k') } as const;
    const own = await signJwt('{"name": "名字 ✓", "n": 12345678901234567890}', 'HS256', key);
    for (const token of [RFC7519, JWT_IO, own])
      expect(utf8(await runHanded(jwtRecipe(token))), token).toBe(decodeJwt(token).payloadJson);
  });

  it('refuses what the page refuses, with the same error code', async () => {
    for (const token of ['not a token', 'eyJhbGciOiJIUzI1NiJ9.!!!.x']) {
      let code: string | undefined;
      try {
        decodeJwt(token);
      } catch (e) {
        code = (e as { code?: string }).code;
      }
      expect(code, token).toBeDefined();
      await expect(runHanded(jwtRecipe(token))).rejects.toMatchObject({ code });
    }
  });
});
