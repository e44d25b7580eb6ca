import { Injectable } from '@nestjs/common';
import { GENERIC_ERROR_KEY, type ReturnCarrier, type ReturnPayload, type ReturnRegulation, type SelectedItem } from '@tafel/returns-machine';
import {
  FindOrderForReturnByHashDocument,
  FindOrderForReturnDocument,
  GetAvailableCarriersDocument,
  GetAvailableRegulationsDocument,
  SubmitReturnOrderDocument,
} from '@tafel/graphql-schema/upstream-client';
import { AppError } from '../../common/app-error.js';
import type { Site } from '../../common/site.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { selectedItemsInput, toCarriers, toLookupAnswer, toRegulations, toReturnOrderInput, type LookupAnswer } from './return-mapping.js';

/** The upstream's key while returns are switched off (every return operation answers NOT_FOUND with it). */
export const RETURNS_DISABLED_UPSTREAM_KEY = 'ishop.api.error.returns_disabled';

/**
 * What a return read or write came to: the answer, the upstream's refusal of the input (its
 * message key and field), no answer at all, or returns switched off meanwhile.
 */
export type UpstreamAnswer<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; messageKey: string; field?: string }
  | { kind: 'unavailable'; messageKey: string; error: unknown }
  | { kind: 'disabled' };

/** How a thrown upstream failure counts: switched off, refused (the upstream rejected the input) or unavailable. */
export function failureOf(error: unknown): UpstreamAnswer<never> {
  if (error instanceof AppError && error.messageKey === RETURNS_DISABLED_UPSTREAM_KEY) return { kind: 'disabled' };
  if (error instanceof AppError && error.code === 'UPSTREAM_REJECTED') return { kind: 'refused', messageKey: error.messageKey ?? GENERIC_ERROR_KEY };
  if (error instanceof AppError && error.code !== 'INTERNAL' && error.code !== 'BAD_USER_INPUT') return { kind: 'unavailable', messageKey: GENERIC_ERROR_KEY, error };
  throw error;
}

async function answered<T>(call: () => Promise<T>): Promise<UpstreamAnswer<T>> {
  try {
    return { kind: 'ok', value: await call() };
  } catch (error) {
    return failureOf(error);
  }
}

/** The upstream's return operations (no session needed: returns work for guests), answers mapped to the machine's shapes. */
@Injectable()
export class ReturnsUpstream {
  constructor(private readonly client: UpstreamClient) {}

  lookupByOrder(orderId: string, zipCode: string, site: Site): Promise<UpstreamAnswer<LookupAnswer>> {
    return answered(async () => toLookupAnswer((await this.client.request(FindOrderForReturnDocument, { orderId, zipCode }, { site })).findOrderForReturn));
  }

  lookupByHash(hash: string, site: Site): Promise<UpstreamAnswer<LookupAnswer>> {
    return answered(async () => toLookupAnswer((await this.client.request(FindOrderForReturnByHashDocument, { hash }, { site })).findOrderForReturnByHash));
  }

  async regulations(hash: string, selection: readonly SelectedItem[], site: Site): Promise<UpstreamAnswer<ReturnRegulation[]>> {
    const answer = await answered(() => this.client.request(GetAvailableRegulationsDocument, { hash, selectedItems: selectedItemsInput(selection) }, { site }));
    if (answer.kind !== 'ok') return answer;
    const result = answer.value.getAvailableRegulations;
    return result.isError ? { kind: 'refused', messageKey: result.errorMsg || GENERIC_ERROR_KEY } : { kind: 'ok', value: toRegulations(result.regulations) };
  }

  async carriers(hash: string, selection: readonly SelectedItem[], regulation: string, site: Site): Promise<UpstreamAnswer<ReturnCarrier[]>> {
    const returnOrder = { items: selectedItemsInput(selection), regulation };
    const answer = await answered(() => this.client.request(GetAvailableCarriersDocument, { hash, returnOrder }, { site }));
    if (answer.kind !== 'ok') return answer;
    const result = answer.value.getAvailableCarriers;
    return result.isError ? { kind: 'refused', messageKey: result.errorMsg || GENERIC_ERROR_KEY } : { kind: 'ok', value: toCarriers(result.carriers) };
  }

  /**
   * Files the return. The upstream answers the same payload for the same hash with its first
   * result (nothing is returned twice), so a repeated job may ask again safely.
   */
  async submit(payload: ReturnPayload, site: Site, timeoutMs?: number): Promise<UpstreamAnswer<{ rma: string; labelUrl: string | null }>> {
    const answer = await answered(() => this.client.request(SubmitReturnOrderDocument, { data: toReturnOrderInput(payload) }, { site, timeoutMs }));
    if (answer.kind !== 'ok') return answer;
    const result = answer.value.submitReturnOrder;
    if (result.isError || !result.rma) return { kind: 'refused', messageKey: result.errorMsg || GENERIC_ERROR_KEY, ...(result.errorField ? { field: result.errorField } : {}) };
    return { kind: 'ok', value: { rma: result.rma, labelUrl: result.labelUrl ?? null } };
  }
}
