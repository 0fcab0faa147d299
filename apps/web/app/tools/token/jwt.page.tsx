import { decodeJwt, JWS_ALGORITHMS } from '@tinkerbox/engine/token';
import { Button, Choice, EarlyButton, OutputBox, Section, Select, TextField, useCopyToast } from '@tinkerbox/ui';
import { useState } from 'react';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { DecodedView, KeyInput, Verdict } from './jwt.parts.tsx';
import { jwtRecipe } from './jwt.recipe.ts';
import { jwtMessages } from './token.messages.ts';
import {
  copyJwtLink,
  type JwtKeyState,
  useJwtKey,
  useLinkedToken,
  useSign,
  useVerify,
  withoutBearer,
} from './use-jwt.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

const MODES = ['decode', 'sign'] as const;
const SIGN_ALGS = JWS_ALGORITHMS.filter((a) => a !== 'Ed25519');

/** /jwt: decode a JWT, verify its signature with a secret, JWK (Set) or PEM; or sign one. */
export default function Page() {
  return <Tool />;
}

function Tool() {
  const m = useMessages(jwtMessages);
  const copy = useCopyToast();
  const { locale } = useLocale();
  const [mode, setMode] = useFragmentOption('mode', 'decode', MODES);
  const [token, setToken] = useState('');
  useLinkedToken(setToken);
  const k = useJwtKey(locale);
  return (
    <div className="flex flex-col gap-4">
      <Choice
        label={m.mode}
        value={mode}
        onChange={setMode}
        options={MODES.map((v) => ({ value: v, label: m.modes[v] }))}
      />
      {mode === 'decode' ? (
        <Decoder token={token} setToken={setToken} k={k} />
      ) : (
        <Signer
          k={k}
          onOpen={(t) => {
            setToken(t);
            setMode('decode');
          }}
        />
      )}
      <div>
        <div className="flex flex-wrap gap-2">
          <EarlyButton early="jwt-link" onClick={() => copyJwtLink(false, token, k, m, copy)}>
            {m.link}
          </EarlyButton>
          <EarlyButton early="jwt-link-secret" onClick={() => copyJwtLink(true, token, k, m, copy)}>
            {m.linkWithSecret}
          </EarlyButton>
        </div>
        <p className="mt-1 text-xs text-slate-600">{m.linkSecretNote}</p>
      </div>
    </div>
  );
}

function Decoder({ token, setToken, k }: { token: string; setToken: (t: string) => void; k: JwtKeyState }) {
  const m = useMessages(jwtMessages);
  const { locale } = useLocale();
  // The visitor's text stays as pasted; only the token inside it is read.
  const { token: jwt, stripped } = withoutBearer(token);
  const decoded = attempt(() => (jwt.trim() ? decodeJwt(jwt) : null), locale);
  // alg "none" has no signature: nothing to verify, whatever the key.
  const unsigned = decoded.value !== null && decoded.value.alg.toLowerCase() === 'none';
  const verdict = useVerify(jwt, decoded.value !== null && !unsigned, k, locale);
  return (
    <>
      <Section title={m.token}>
        <TextField
          id="jwt-token"
          multiline
          mono
          rows={5}
          label={m.token}
          value={token}
          onChange={setToken}
          error={decoded.error}
          hint={
            stripped ? (
              <>
                {m.tokenHint}{' '}
                <span data-testid="jwt-bearer-stripped" className="font-medium text-slate-800">
                  {m.bearerStripped}
                </span>
              </>
            ) : (
              m.tokenHint
            )
          }
          controlClassName="break-all"
        />
      </Section>
      {unsigned && (
        <p role="alert" data-testid="jwt-unsigned" className="text-sm font-medium text-red-800">
          {m.unsigned}
        </p>
      )}
      {decoded.value && <DecodedView d={decoded.value} />}
      {decoded.value && <ContinueInRecipe {...jwtRecipe(jwt)} />}
      <div>
        <KeyInput k={k} use="verify" error={verdict.state === 'error' ? verdict.error : null} />
        {decoded.value && !unsigned && <Verdict v={verdict} />}
      </div>
    </>
  );
}

function Signer({ k, onOpen }: { k: JwtKeyState; onOpen: (token: string) => void }) {
  const m = useMessages(jwtMessages);
  const { locale } = useLocale();
  const [alg, setAlg] = useState<string>('HS256');
  const [payload, setPayload] = useState('{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}');
  const [header, setHeader] = useState('');
  const signed = useSign(payload, alg, header, k, locale);
  const failed = signed.state === 'error' ? signed : null;
  const errorOf = (part: string | null) => (failed?.part === part ? failed.error : null);
  return (
    <>
      <Section title={m.payload}>
        <Select
          id="jwt-alg"
          label={m.alg}
          value={alg}
          onChange={setAlg}
          options={SIGN_ALGS.map((a) => ({ value: a, label: a }))}
        />
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <TextField
            id="jwt-sign-payload"
            multiline
            mono
            rows={6}
            label={m.payload}
            value={payload}
            onChange={setPayload}
            error={errorOf('payload')}
          />
          <TextField
            id="jwt-sign-header"
            multiline
            mono
            rows={6}
            label={m.extraHeader}
            value={header}
            onChange={setHeader}
            placeholder='{"kid": "…"}'
            error={errorOf('header')}
          />
        </div>
      </Section>
      <KeyInput k={k} use="sign" error={errorOf(null)} />
      {signed.state === 'done' && (
        <div>
          <OutputBox label={m.signed} value={signed.value} minHeight={80} id="jwt-signed" />
          <Button className="mt-2" onClick={() => onOpen(signed.value)}>
            {m.openInDecoder}
          </Button>
        </div>
      )}
    </>
  );
}
