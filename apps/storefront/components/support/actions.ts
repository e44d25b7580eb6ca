'use server';

import {
  BulkReplayProgressDocument,
  ReplayReturnDocument,
  ReplaySubmissionDocument,
  StaffLoginDocument,
  StaffLogoutDocument,
  StartBulkReplayDocument,
  type BulkReplayProgressQuery,
  type FailedSubmissionFilter,
} from '@tafel/graphql-schema/storefront';
import { redirect } from 'next/navigation';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { OUTCOME_LABELS, retryIn } from '@/lib/support/labels';
import { failedReturnPath } from '@/lib/support/workflow-kinds';
import { clearStaffSession, clientAddressOptions, staffDeviceToken, staffOptions, staffRequest, staffToken, writeStaffDevice, writeStaffSession } from '@/lib/support/staff';

export interface LoginState {
  message: string | null;
  /** The e-mail address tried, shown again: React resets the form after the action. */
  email?: string;
}

/**
 * Staff sign-in: the session and device tokens go into HttpOnly cookies, never to the browser's
 * scripts. The device cookie of an earlier sign-in goes along (lib/support/staff.ts).
 */
export async function staffLoginAction(_previous: LoginState, form: FormData): Promise<LoginState> {
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!email || !password) return { message: 'Bitte E-Mail-Adresse und Passwort eingeben.', email: email.slice(0, 254) };
  let answer;
  try {
    const deviceToken = await staffDeviceToken();
    answer = await orchestratorRequest(StaffLoginDocument, { input: { email, password, ...(deviceToken ? { deviceToken } : {}) } }, { site: 'de-de', headers: await clientAddressOptions() });
  } catch {
    return { message: 'Die Anmeldung ist gerade nicht möglich. Bitte später erneut versuchen.', email };
  }
  const result = answer.staffLogin;
  if (result.__typename === 'StaffLoginRateLimitedError') return { message: `Zu viele fehlgeschlagene Anmeldungen. Bitte ${retryIn(result.retryAfterSeconds)} erneut versuchen.`, email };
  if (result.__typename !== 'StaffSession') return { message: 'E-Mail-Adresse oder Passwort ist falsch.', email };
  await writeStaffSession(result.token, result.expiresAt);
  await writeStaffDevice(result.deviceToken, result.deviceTokenExpiresAt);
  redirect('/support/submissions');
}

export async function staffLogoutAction(): Promise<void> {
  const token = await staffToken();
  if (token) await orchestratorRequest(StaffLogoutDocument, {}, staffOptions(token)).catch(() => undefined);
  await clearStaffSession();
  redirect('/support/login');
}

/** Replays one submission after the preview was confirmed; back to the detail page with the outcome. */
export async function replayAction(form: FormData): Promise<void> {
  const workflowId = String(form.get('workflowId') ?? '');
  const { replaySubmission } = await staffRequest(ReplaySubmissionDocument, { workflowId });
  redirect(`/support/submissions/${encodeURIComponent(workflowId)}?replayed=${encodeURIComponent(OUTCOME_LABELS[replaySubmission.outcome] ?? replaySubmission.outcome)}`);
}

/** Replays a failed return submission or photo upload (the detail page shows what it will do); back with the outcome. */
export async function replayReturnAction(form: FormData): Promise<void> {
  const id = String(form.get('id') ?? '');
  const { replayReturn } = await staffRequest(ReplayReturnDocument, { id });
  const outcome = replayReturn.outcome === 'ALREADY_CONFIRMED' ? 'Bereits erledigt' : (OUTCOME_LABELS[replayReturn.outcome] ?? replayReturn.outcome);
  redirect(`${failedReturnPath(id)}?replayed=${encodeURIComponent(replayReturn.detail ? `${outcome} (${replayReturn.detail})` : outcome)}`);
}

export async function startBulkReplayAction(filter: FailedSubmissionFilter): Promise<{ id: string; total: number } | { error: string }> {
  try {
    const { startBulkReplay } = await staffRequest(StartBulkReplayDocument, { filter });
    return startBulkReplay;
  } catch (error) {
    return { error: error instanceof Error && /FORBIDDEN|may not/.test(error.message) ? 'Ihre Rolle darf nicht wiederholen.' : 'Die Sammel-Wiederholung konnte nicht gestartet werden.' };
  }
}

export async function bulkProgressAction(id: string): Promise<BulkReplayProgressQuery['bulkReplay']> {
  return (await staffRequest(BulkReplayProgressDocument, { id })).bulkReplay;
}
