import { describe, expect, it } from 'vitest';
import { sha256Hex, signV4, uriEncode } from '../../test/sigv4';

// The worked examples of AWS's S3 documentation ("Signature Calculations for the Authorization
// Header: Transferring Payload in a Single Chunk"): same keys, same day, same expected results.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const now = new Date('2013-05-24T00:00:00Z');
const signatureOf = (headers: Record<string, string>) =>
  /Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? '')?.[1];

describe('AWS Signature Version 4', () => {
  it("reproduces AWS's PUT Object example", () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe(
      '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    );
    const headers = signV4(
      {
        method: 'PUT',
        url: new URL(`https://examplebucket.s3.amazonaws.com/${uriEncode('test$file.text', true)}`),
        headers: {
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        },
        payloadHash: sha256Hex(body),
        now,
      },
      credentials,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    // fetch sets Host from the URL; the signed value is the same.
    expect(headers).not.toHaveProperty('host');
  });

  it("reproduces AWS's GET Object example with a Range header", () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
        now,
      },
      credentials,
    );
    expect(signatureOf(headers)).toBe(
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("reproduces AWS's List Objects example, sorting the query", () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2'),
        headers: {},
        payloadHash: sha256Hex(''),
        now,
      },
      credentials,
    );
    expect(signatureOf(headers)).toBe(
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('encodes keys as S3 does: everything but unreserved characters, slashes kept', () => {
    expect(uriEncode("avatars/2026/05/a b+c$!'()*~.webp", true)).toBe(
      'avatars/2026/05/a%20b%2Bc%24%21%27%28%29%2A~.webp',
    );
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
  });
});
