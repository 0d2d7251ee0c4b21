import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { bearer, PASSWORD, signUp } from './support/accounts';
import { freshLoopback, postJson, rawRequest } from './support/raw-http';

// The shared test server runs without TRUST_PROXY: each client is its socket address, so one
// client's failures cannot lock out another (it used to be one bucket for everybody).
// LOGIN_RATE_LIMIT_POINTS is the default 5, so an address may fail 50 times per 15 minutes.
const ADDRESS_LIMIT = 50;

test('a client failing sign-in with many emails is stopped; a bystander still signs in and changes a password', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { account, token } = await signUp(request);
  const attacker = freshLoopback();
  let refusedAt = 0;
  for (let attempt = 1; attempt <= ADDRESS_LIMIT + 1 && !refusedAt; attempt += 1) {
    const answer = await postJson(
      `${baseURL}/api/users/login`,
      { email: `guess.${randomUUID()}@example.com`, password: 'wrong-password-1' },
      // A forged forwarding header changes nothing without a trusted proxy.
      { from: attacker, headers: { 'x-forwarded-for': `203.0.113.${attempt % 250}` } },
    );
    if (answer.status === 429) refusedAt = attempt;
    else expect(answer.status).toBe(401);
  }
  expect(refusedAt).toBe(ADDRESS_LIMIT + 1);

  const bystander = freshLoopback();
  const login = await postJson(
    `${baseURL}/api/users/login`,
    { email: account.email, password: PASSWORD },
    { from: bystander },
  );
  expect(login.status).toBe(200);
  const change = await rawRequest(`${baseURL}/api/users/password`, {
    method: 'PUT',
    from: bystander,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'new-tender-2031' }),
  });
  expect(change.status).toBe(200);
});

test('the client address header cannot be sent by the client', async ({ baseURL }) => {
  const attacker = freshLoopback();
  // Use up the attacker's allowance on one account…
  const email = `target.${randomUUID()}@example.com`;
  for (let attempt = 0; attempt < 5; attempt += 1)
    expect(
      (
        await postJson(
          `${baseURL}/api/users/login`,
          { email, password: 'wrong-password-1' },
          { from: attacker },
        )
      ).status,
    ).toBe(401);
  // …then claim to be someone else: still the same client.
  const spoofed = await postJson(
    `${baseURL}/api/users/login`,
    { email, password: 'wrong-password-1' },
    {
      from: attacker,
      headers: { 'x-wasla-client-address': freshLoopback(), 'x-real-ip': '198.51.100.7' },
    },
  );
  expect(spoofed.status).toBe(429);
});
