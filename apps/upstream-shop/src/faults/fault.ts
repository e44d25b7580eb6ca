import { ERROR_CLASSIFICATIONS, isErrorClassification, type ErrorClassification } from '../errors.js';

export const FAULT_KINDS = ['error', 'delay', 'drop', 'http'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
/** Which endpoint a fault applies to. */
export type FaultTarget = 'graphql' | 'token';
/** before: the request is not processed; after: it is processed, then the answer is lost. */
export type FaultPhase = 'before' | 'after';

export interface FaultSpec {
  /** operationName or root field name to match, or '*' for every request. */
  operation: string;
  times: number;
  kind: FaultKind;
  classification?: ErrorClassification;
  message?: string;
  messageKey?: string;
  delayMs?: number;
  status?: number;
  phase: FaultPhase;
}

export interface Fault extends FaultSpec {
  id: number;
  target: FaultTarget;
  /** How many more matching requests this fault will hit. */
  remaining: number;
}

/** Just over the spec's 5000 ms client timeout, so a bare delay fault provokes the timeout path. */
export const DEFAULT_DELAY_MS = 6000;
export const MAX_DELAY_MS = 120_000;
export const DEFAULT_HTTP_STATUS = 503;

const COMMON = ['operation', 'times', 'kind'];
const ALLOWED: Record<FaultKind, string[]> = {
  error: [...COMMON, 'classification', 'message', 'messageKey', 'status'],
  delay: [...COMMON, 'delayMs'],
  drop: [...COMMON, 'phase'],
  http: [...COMMON, 'status', 'phase', 'message'],
};

export type FaultValidation = { ok: true; spec: FaultSpec } | { ok: false; error: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= max;

/** Validates a fault payload; every message names the field and what it accepts. */
export function validateFault(body: unknown, target: FaultTarget): FaultValidation {
  const bad = (error: string): FaultValidation => ({ ok: false, error });
  if (!isRecord(body)) return bad('The fault must be a JSON object.');
  const kind = body['kind'];
  if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind)) return bad(`"kind" must be one of ${FAULT_KINDS.join(', ')}.`);
  const k = kind as FaultKind;
  const unknown = Object.keys(body).filter((key) => !ALLOWED[k].includes(key));
  if (unknown.length > 0) return bad(`Field(s) ${unknown.map((u) => `"${u}"`).join(', ')} not allowed for kind "${k}"; allowed: ${ALLOWED[k].join(', ')}.`);
  const { operation = target === 'token' ? '*' : undefined, times = 1, classification, message, messageKey, delayMs, status, phase = 'before' } = body;
  if (!isText(operation, 200)) return bad('"operation" must be an operationName, a root field name or "*".');
  if (target === 'token' && operation !== '*' && operation !== 'token') return bad('"operation" of a token fault must be "*" or "token" (or left out).');
  if (!isInt(times, 1, 1000)) return bad('"times" must be a whole number from 1 to 1000.');
  if (phase !== 'before' && phase !== 'after') return bad('"phase" must be "before" or "after".');
  if (classification !== undefined && !isErrorClassification(classification)) return bad(`"classification" must be one of ${ERROR_CLASSIFICATIONS.join(', ')}.`);
  if (message !== undefined && !isText(message, 500)) return bad('"message" must be a non-empty string of at most 500 characters.');
  if (messageKey !== undefined && !isText(messageKey, 200)) return bad('"messageKey" must be a non-empty string of at most 200 characters.');
  if (delayMs !== undefined && !isInt(delayMs, 0, MAX_DELAY_MS)) return bad(`"delayMs" must be a whole number from 0 to ${MAX_DELAY_MS}.`);
  if (status !== undefined && !isInt(status, 400, 599)) return bad('"status" must be an HTTP error status from 400 to 599.');
  // A GraphQL error travels in a 200 answer like the real upstream's; only the token endpoint
  // answers errors with an HTTP status (OAuth style).
  if (k === 'error' && status !== undefined && target === 'graphql') return bad('"status" is only allowed for kind "http" (or "error" on /__faults/token).');
  const spec: FaultSpec = { operation, times, kind: k, phase };
  if (classification !== undefined) spec.classification = classification;
  if (message !== undefined) spec.message = message;
  if (messageKey !== undefined) spec.messageKey = messageKey;
  if (k === 'delay') spec.delayMs = delayMs ?? DEFAULT_DELAY_MS;
  if (k === 'http' || (k === 'error' && target === 'token')) spec.status = status ?? (k === 'http' ? DEFAULT_HTTP_STATUS : 500);
  return { ok: true, spec };
}
