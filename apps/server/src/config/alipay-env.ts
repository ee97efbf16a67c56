import crypto from 'node:crypto';

/** Alipay face-to-face (当面付) QR payments through the OpenAPI gateway, public-key mode. */
export interface AlipayConfig {
  appId: string;
  /** The app's RSA private key, PKCS#8 PEM: signs our requests (RSA2). */
  privateKey: string;
  /** Alipay's public key (支付宝公钥), SPKI PEM: checks its answers and notifications. */
  alipayPublicKey: string;
  gateway: string;
  notifyUrl: string;
}

export function parseAlipay(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
  problems: string[],
): AlipayConfig {
  for (const name of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'])
    if (!env[name]) problems.push(`${name} is required when PAYMENT_PROVIDER=alipay`);

  const privateKey = env.ALIPAY_PRIVATE_KEY ? readKey(env.ALIPAY_PRIVATE_KEY, 'private') : null;
  if (env.ALIPAY_PRIVATE_KEY && !privateKey) {
    problems.push(
      "ALIPAY_PRIVATE_KEY must be the app's RSA private key (PEM, or the base64 text of Alipay's key tool)",
    );
  }
  const alipayKey = env.ALIPAY_PUBLIC_KEY ? readKey(env.ALIPAY_PUBLIC_KEY, 'public') : null;
  if (env.ALIPAY_PUBLIC_KEY && !alipayKey) {
    problems.push(
      "ALIPAY_PUBLIC_KEY must be Alipay's RSA public key (PEM, or the base64 text the Alipay console shows)",
    );
  }
  // The console shows the app's own public key (应用公钥) beside Alipay's (支付宝公钥); with the
  // app's one every answer and notification of Alipay would fail its signature check.
  if (privateKey && alipayKey) {
    const ownPublic = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
    if (ownPublic.equals(alipayKey.export({ type: 'spki', format: 'der' }))) {
      problems.push(
        "ALIPAY_PUBLIC_KEY is the app's own public key (应用公钥): it must be Alipay's (支付宝公钥)",
      );
    }
  }

  const gateway = env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do';
  if (!/^https?:\/\//.test(gateway))
    problems.push('ALIPAY_GATEWAY must start with http:// or https://');
  const notifyUrl = env.ALIPAY_NOTIFY_URL || `${publicUrl}/api/v1/pay/notify/alipay`;
  if (!/^https?:\/\//.test(notifyUrl)) {
    problems.push('ALIPAY_NOTIFY_URL must start with http:// or https://');
  }
  return {
    appId: env.ALIPAY_APP_ID ?? '',
    privateKey: privateKey?.export({ type: 'pkcs8', format: 'pem' }).toString() ?? '',
    alipayPublicKey: alipayKey?.export({ type: 'spki', format: 'pem' }).toString() ?? '',
    gateway,
    notifyUrl,
  };
}

/**
 * An RSA key as operators have it: PEM (line breaks possibly written as \n in an env file), or
 * the bare base64 that Alipay's key tool and console hand out (PKCS#8 or PKCS#1 for the
 * private key, SPKI for the public one). Null when it is none of these, or not RSA.
 */
function readKey(raw: string, kind: 'private' | 'public'): crypto.KeyObject | null {
  const text = raw.replaceAll('\\n', '\n').trim();
  // createPublicKey would take a private key too, and answer its public half.
  if (kind === 'public' && text.includes('PRIVATE KEY')) return null;
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  const attempts: Array<() => crypto.KeyObject> = text.includes('-----BEGIN')
    ? [() => (kind === 'private' ? crypto.createPrivateKey(text) : crypto.createPublicKey(text))]
    : kind === 'private'
      ? (['pkcs8', 'pkcs1'] as const).map(
          (type) => () => crypto.createPrivateKey({ key: der, format: 'der', type }),
        )
      : (['spki', 'pkcs1'] as const).map(
          (type) => () => crypto.createPublicKey({ key: der, format: 'der', type }),
        );
  for (const attempt of attempts) {
    try {
      const key = attempt();
      if (key.asymmetricKeyType === 'rsa') return key;
    } catch {
      // Not this encoding: try the next one.
    }
  }
  return null;
}
