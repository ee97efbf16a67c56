import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopStubs, stubFetch, type StubbedRequest } from '../../test/app-harness';
import { envelopeResponse } from '../../test/browser-state';
import { createPictureUploader, UploadError, type UploadCredentials } from './upload-picture';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const picture = () => new File([PNG], 'page.png', { type: 'image/png' });

function credentials(token: string): UploadCredentials {
  return {
    accessKeyId: 'id',
    accessKeySecret: 'secret',
    bucket: 'answers',
    regionId: 'local',
    securityToken: token,
    expiration: new Date(Date.now() + 15 * 60_000).toISOString(),
    dir: 'homework/7/',
    maxBytes: 10 * 1024 * 1024,
    accept: ['image/jpeg', 'image/png', 'image/gif'],
    provider: 'local',
  };
}

/** A store that presigns and takes PUTs; `answer` may change what it says. */
function fakeStore(answer: (request: StubbedRequest) => Response | undefined = () => undefined) {
  const calls: Array<{ call: string; body: unknown }> = [];
  stubFetch((request) => {
    const body =
      typeof request.init?.body === 'string' ? (JSON.parse(request.init.body) as unknown) : null;
    calls.push({ call: request.call, body });
    const special = answer(request);
    if (special) return special;
    if (request.call === 'POST /stsFile/presign') {
      return envelopeResponse(200, 200, '', {
        uploadUrl: '/gxw-web-student/stsFile/upload?sig=1',
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        key: 'homework/7/a.png',
        url: 'https://store.example/homework/7/a.png',
      });
    }
    if (request.call === 'PUT /stsFile/upload') return envelopeResponse(200, 200, '', null);
    return envelopeResponse(404, 404, '请求的接口不存在');
  });
  return calls;
}

afterEach(stopStubs);

describe('the shared picture upload', () => {
  it('asks its own credentials once, presigns and PUTs, and gives the canonical address', async () => {
    const calls = fakeStore();
    const fetchCredentials = vi.fn(async () => credentials('tok-1'));
    const upload = createPictureUploader(fetchCredentials);
    expect(await upload(picture(), 'image/png')).toBe('https://store.example/homework/7/a.png');
    expect(await upload(picture(), 'image/png')).toBe('https://store.example/homework/7/a.png');
    expect(fetchCredentials).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.call)).toEqual([
      'POST /stsFile/presign',
      'PUT /stsFile/upload',
      'POST /stsFile/presign',
      'PUT /stsFile/upload',
    ]);
    expect(calls[0]?.body).toEqual({
      securityToken: 'tok-1',
      fileName: 'page.png',
      contentType: 'image/png',
      size: PNG.length,
    });
  });

  it('replaces an expired credential once', async () => {
    let refused = false;
    fakeStore((request) => {
      if (request.call !== 'POST /stsFile/presign' || refused) return undefined;
      refused = true;
      return envelopeResponse(400, 400, '上传凭证已过期，请重新上传');
    });
    const tokens = ['tok-1', 'tok-2'];
    const fetchCredentials = vi.fn(async () => credentials(tokens.shift() ?? 'tok-x'));
    const upload = createPictureUploader(fetchCredentials);
    expect(await upload(picture(), 'image/png')).toBe('https://store.example/homework/7/a.png');
    expect(fetchCredentials).toHaveBeenCalledTimes(2);
  });

  it('says why an upload was refused, in the server’s words', async () => {
    fakeStore((request) =>
      request.call === 'PUT /stsFile/upload'
        ? envelopeResponse(400, 400, '图片内容与格式不符')
        : undefined,
    );
    const upload = createPictureUploader(async () => credentials('tok-1'));
    const failure = upload(picture(), 'image/png');
    await expect(failure).rejects.toBeInstanceOf(UploadError);
    await expect(failure).rejects.toThrow('上传图片失败：图片内容与格式不符');
  });
});
