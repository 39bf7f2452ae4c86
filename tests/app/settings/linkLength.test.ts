import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64Url } from '../../../src/app/settings/base64url';
import { defaultSettings } from '../../../src/app/settings/defaultSettings';
import { MAX_SETTINGS_PARAM, readSettingsParam } from '../../../src/app/settings/settingsCodec';
import { toSettingsJson } from '../../../src/app/settings/settingsSchema';
import { readShareLink, shareParamFor } from '../../../src/app/settings/shareLink';

// Issue 40, finding 5: a `?z=` of 16,364 characters, under the documented 16,384, got HTTP 431
// from a Node static server: a browser's own headers take most of a kilobyte of Node's 16 KiB,
// and nginx, Apache and Kestrel take a request line of 8 KiB at most (414 beyond). A link
// parameter is now at most 8,000 characters, read and written.

/** Headers as a current Chromium sends them when it opens a page. */
const BROWSER_HEADERS: IncomingHttpHeaders = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,' +
    'application/signed-exchange;v=b3;q=0.7',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
  'sec-ch-ua': '"Chromium";v="140", "Not=A?Brand";v="24"',
  'sec-ch-ua-mobile': '?0',
  'sec-ch-ua-platform': '"Linux"',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
  'sec-fetch-user': '?1',
  'upgrade-insecure-requests': '1',
};

/** A Node server with its default limits (what `vite preview` runs on), answering 200 to anything it reads. */
const server = createServer((_request, response) => response.end('ok'));
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** The status the server answers to a GET of `path` with `headers`. */
function statusOf(path: string, headers: IncomingHttpHeaders): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = request({ host: '127.0.0.1', port, path, headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    asked.on('error', reject);
    asked.end();
  });
}

describe('a link parameter is at most what common web servers take in an address', () => {
  it(
    'a page and its scripts (which send the page as their Referer) open ' + 'at the limit; the reported 16,364 characters get 431',
    async () => {
      const page = (length: number) => `/index.html?z=${'A'.repeat(length)}`;
      expect(await statusOf(page(MAX_SETTINGS_PARAM), BROWSER_HEADERS)).toBe(200);
      expect(
        await statusOf('/assets/index.js', { ...BROWSER_HEADERS, referer: `http://127.0.0.1:${port}${page(MAX_SETTINGS_PARAM)}` }),
      ).toBe(200);
      expect(await statusOf(page(16_364), BROWSER_HEADERS)).toBe(431);
      // nginx, Apache and Kestrel: a request line of at most 8,190 bytes.
      expect(`GET ${page(MAX_SETTINGS_PARAM)} HTTP/1.1`.length).toBeLessThanOrEqual(8_190);
    },
  );

  it('the game refuses a longer one, naming the limit, for ?z= and ?s= alike', () => {
    const long = 'A'.repeat(MAX_SETTINGS_PARAM + 1);
    expect(readShareLink(long)).toEqual({ ok: false, problem: `must be at most 8000 characters; got ${MAX_SETTINGS_PARAM + 1}` });
    expect(readSettingsParam(long)).toEqual({
      ok: false,
      problems: [`settings: must be at most 8000 characters; got ${MAX_SETTINGS_PARAM + 1}`],
    });
    expect(readSettingsParam(encodeBase64Url(JSON.stringify(toSettingsJson(defaultSettings())))).ok).toBe(true);
  });

  it('Share makes no link longer than the limit: a scene too large for one is to be saved as a file', () => {
    // A path of 3,000 scattered waypoints: about 30,000 characters of link.
    const path = Array.from({ length: 3000 }, (_, i) => [
      (Math.sin(i * 12.9898) * 43758.5453) % 100,
      (Math.cos(i * 78.233) * 12345.678) % 100,
    ]);
    const scene = { duration: 1, entities: [{ id: 'm', type: 'missile', position: [0, 0], command: { type: 'followPath', path } }] };
    const shared = shareParamFor({ settings: toSettingsJson(defaultSettings()), scene });
    expect(shared).toEqual({
      ok: false,
      length: expect.any(Number),
      problem: expect.stringMatching(
        new RegExp(
          '^This scene is too large for a link \\(\\d+ characters; common web servers take at most 8000 in an address\\): save it ' +
            'as a file with More › Save scene and send that\\.$',
        ),
      ),
    });
    const small = shareParamFor({
      settings: toSettingsJson(defaultSettings()),
      scene: { ...scene, entities: [{ ...scene.entities[0], command: { type: 'followPath', path: path.slice(0, 20) } }] },
    });
    expect(small.ok).toBe(true);
    if (small.ok) expect(small.param.length).toBeLessThanOrEqual(MAX_SETTINGS_PARAM);
  });
});
