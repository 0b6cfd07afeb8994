// Phoenix channel frames as realtime-js speaks them (docs/wire/supabase-js.md#realtime-frames): vsn
// 2.0.0 sends JSON arrays [join_ref, ref, topic, event, payload]; vsn 1.0.0 sends JSON objects.

export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

function optionalString(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : String(value);
}

/** Parses one text frame; undefined when it is not a well-formed Phoenix message. */
export function decodeFrame(text: string, vsn: Vsn): Frame | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  let joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown;
  if (vsn === '2.0.0') {
    if (!Array.isArray(value) || value.length !== 5) return undefined;
    [joinRef, ref, topic, event, payload] = value;
  } else {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    ({ join_ref: joinRef, ref, topic, event, payload } = value as Record<string, unknown>);
  }
  if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
  const body =
    payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : {};
  return {
    joinRef: optionalString(joinRef),
    ref: optionalString(ref),
    topic,
    event,
    payload: body,
  };
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  if (vsn === '2.0.0')
    return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  return JSON.stringify({
    join_ref: frame.joinRef,
    ref: frame.ref,
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
  });
}

export function reply(
  request: Frame,
  status: 'ok' | 'error',
  response: Record<string, unknown>,
): Frame {
  return {
    joinRef: request.joinRef,
    ref: request.ref,
    topic: request.topic,
    event: 'phx_reply',
    payload: { status, response },
  };
}
