import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { CompressionCache } from './encoding.ts';
import { resolveStaticFile } from './resolve-static.ts';
import { sendFile } from './send-file.ts';
import { sendText } from './responses.ts';

/**
 * Answers a GET/HEAD for one dealer's built site: the matching file with 200, otherwise the
 * site's own 404.html with status 404 (never a redirect).
 */
export async function serveSiteFile(
  req: IncomingMessage,
  res: ServerResponse,
  siteRoot: string,
  urlPathname: string,
  compression: CompressionCache,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendText(res, 405, 'Method not allowed');
    return;
  }
  const found = await resolveStaticFile(siteRoot, urlPathname);
  const notFoundPage = path.join(siteRoot, '404.html');
  if (found && found.file !== notFoundPage) {
    await sendFile(req, res, found, { urlPathname, status: 200, compression });
    return;
  }
  const fallback = found ?? (await resolveStaticFile(siteRoot, '/404.html'));
  if (fallback) {
    await sendFile(req, res, fallback, { urlPathname, status: 404, compression });
    return;
  }
  sendText(res, 404, 'Not found');
}
