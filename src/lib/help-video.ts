/**
 * S3 §2.7, §9: a help video is an embedded player built from its video code, 700 by 500. The reference embeds
 * YouTube (`https://www.youtube.com/embed/{code}`); the app uses YouTube's privacy-enhanced host, which sets no
 * cookie before the user plays. This origin is the only frame source of the Content-Security-Policy
 * (scripts/csp.ts, whose test checks the two agree).
 */
export const HELP_VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';
export const HELP_VIDEO_WIDTH = 700;
export const HELP_VIDEO_HEIGHT = 500;

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The player's address for a video code, or null when the code cannot be one (nothing else reaches the frame). */
export function helpVideoEmbedUrl(code: string): string | null {
  const clean = code.trim();
  return CODE.test(clean) ? `${HELP_VIDEO_ORIGIN}/embed/${clean}` : null;
}

/**
 * What the help form keeps from what was typed in 'Código do Vídeo': the code itself, or the code taken out of a
 * pasted YouTube address (watch?v=, youtu.be/, /embed/, /shorts/). Anything else is returned trimmed, as typed, for
 * the form to refuse.
 */
export function videoCodeOf(input: string): string {
  const text = input.trim();
  if (CODE.test(text) || text === '') return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return text;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const candidates: (string | null | undefined)[] = [];
  if (host === 'youtu.be') candidates.push(url.pathname.split('/')[1]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    candidates.push(url.searchParams.get('v'));
    const [, kind, id] = url.pathname.split('/');
    if (kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v') candidates.push(id);
  }
  return candidates.find((c): c is string => typeof c === 'string' && CODE.test(c)) ?? text;
}

/** Whether the form may save this code: empty (a help without a video, the backend allows it) or a valid code. */
export function isVideoCode(code: string): boolean {
  return code === '' || CODE.test(code);
}
