import { Injectable } from '@nestjs/common';
import { SPEDITION_SHIPPER_CODE } from '@tafel/domain';
import type { SaveShippingInput, SaveShippingOutput } from '@tafel/checkout-machine';
import type { CheckoutAddressInput, CustomerSession, SaveShippingStepInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import {
  AddBillingAddressDocument,
  AddPackstationDocument,
  AddShippingAddressDocument,
  GetBillingAddressesDocument,
  RegisterCustomerDocument,
  RegisterGuestDocument,
  SetBillingAddressOnCartDocument,
  SetOrderReferenceDocument,
  SetShippingAddressOnCartDocument,
  SetShippingMethodDocument,
  UpdateBillingAddressDocument,
  UpdateEmailDocument,
  UpdatePackstationDocument,
  UpdatePhoneDocument,
  UpdateShippingAddressDocument,
  type TypedDocumentString,
  type UpstreamAddressResultFragment,
} from '@tafel/graphql-schema/upstream-client';
import { createHash } from 'node:crypto';
import { GENERIC_ERROR_KEY } from '@tafel/checkout-machine';
import { sessionFromAuth } from '../../account/index.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { speditionJobId } from '../checkout-ids.js';
import { fieldError } from '../../request/index.js';
import { CheckoutQueues } from '../jobs/checkout-queues.js';
import { CheckoutUpstream, type ShippingStepDetails, type UpstreamIdentity } from '../upstream/checkout-upstream.js';
import { addressFieldErrors, toUpstreamAddress, toUpstreamPackstation } from './address-mapping.js';
import { StepError } from './step-error.js';

/** The upstream's general key for refused spedition data (checkout SDL). */
const SPEDITION_INVALID_KEY = 'vue.checkout.error.speditionDataInvalid';
const SHIPPER_NOT_AVAILABLE_KEY = 'vue.checkout.shippingStep.error.shipperNotAvailable';

export interface ShippingSave {
  workflowId: string;
  /** Workflow version the save started from (keys the spedition job). */
  version: number;
  input: SaveShippingStepInput;
  /** What the machine hands its saveShippingStep actor. */
  step: SaveShippingInput;
  identity: UpstreamIdentity;
  details: ShippingStepDetails;
  /** Called (and awaited) as soon as the checkout-auth call started a session (it stays even if a later call fails). */
  onSession: (session: CustomerSession) => void | Promise<void>;
}

type AddressKind = 'billingAddress' | 'shippingAddress' | 'packstation';

/** The upstream's CheckoutResult (successful, errorMessage, fieldErrors). */
interface CheckoutResultLike {
  successful: boolean;
  errorMessage: string | null;
  fieldErrors: { fieldName: string; errorMessage: string }[];
}

/**
 * Saves the shipping step against the upstream in the spec's order (§4 Save shipping step):
 * spedition fields first (as a job), then for a visitor the checkout-auth call (guest or
 * register, §4 step 5 — the addresses need its session), order reference, contact data,
 * billing address, delivery address or packstation, shipper. The first refusal stops it
 * (StepError with the upstream's field errors on our form's fields).
 */
@Injectable()
export class ShippingStepSaver {
  constructor(
    private readonly client: UpstreamClient,
    private readonly upstream: CheckoutUpstream,
    private readonly queues: CheckoutQueues,
  ) {}

  async save(save: ShippingSave): Promise<SaveShippingOutput> {
    const { input, step } = save;
    const identity: UpstreamIdentity = { ...save.identity };
    const cartId = step.cartId;

    if (step.shipperCode === SPEDITION_SHIPPER_CODE && save.details.speditionsFields.length > 0) await this.saveSpedition(save);

    let session: SaveShippingOutput['session'] = step.session;
    let billingId: string | null = input.billingAddressId ?? null;
    if (step.session === 'loggedOut') {
      const started = await this.checkoutAuth(save, cartId);
      identity.jwt = started.token;
      session = started.guest ? 'guest' : 'loggedIn';
      billingId = await this.customerAddressId(identity);
    } else {
      await this.saveContact(input, step.session, identity);
    }
    if (input.orderReference !== null && input.orderReference !== undefined && save.details.orderReferenceEnabled) {
      await this.checked(SetOrderReferenceDocument, { cartId, orderReference: input.orderReference.trim() }, identity, 'orderReference');
    }

    if (step.session !== 'loggedOut') billingId = await this.ensureAddress('billingAddress', billingId, input.billingAddress, identity);
    await this.checked(SetBillingAddressOnCartDocument, { cartId, addressId: billingId! }, identity, 'billingAddressId');

    const deliveryId =
      step.deliveryType === 'shippingAddress'
        ? await this.ensureAddress('shippingAddress', input.shippingAddressId ?? null, input.shippingAddress, identity)
        : step.deliveryType === 'packstation'
          ? await this.ensurePackstation(input, identity)
          : null;
    await this.checked(SetShippingAddressOnCartDocument, { cartId, addressId: deliveryId }, identity, step.deliveryType === 'packstation' ? 'packstationId' : 'shippingAddressId');

    if (step.shipperCode) {
      const { setShippingMethod: result } = await this.client.request(SetShippingMethodDocument, { cartId, methodCode: step.shipperCode }, identity);
      if (!result.successful) {
        const key = result.errorMessage ?? SHIPPER_NOT_AVAILABLE_KEY;
        throw new StepError(key, [fieldError('shipperCode', key, `Shipper ${step.shipperCode} refused: ${result.reasonCode ?? 'no reason given'}`, { reasonCode: result.reasonCode ?? '' })]);
      }
    }
    const after = await this.upstream.shippingStep(cartId, identity);
    return { session, shipperCode: after.selectedShipperCode, deliveryCountry: after.deliveryCountry };
  }

  private async saveSpedition(save: ShippingSave): Promise<void> {
    const fields = (save.input.speditionFields ?? []).map((f) => ({ fieldName: f.fieldName, fieldValue: f.fieldValue.trim() }));
    const digest = createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 12);
    const { identity, step } = save;
    const result = await this.queues.saveSpeditionFields(
      { workflowId: save.workflowId, cartId: step.cartId, userId: identity.userId, site: identity.site, fields },
      speditionJobId(save.workflowId, save.version, digest),
    );
    if (!result.successful) {
      throw new StepError(result.errorMessage ?? SPEDITION_INVALID_KEY, result.fieldErrors.map((e) => fieldError(`speditionFields.${e.fieldName}`, e.errorMessage)));
    }
  }

  /** Spec §4 step 5: the checkout-auth call for a visitor (guest, or register with a password). */
  private async checkoutAuth(save: ShippingSave, cartId: string): Promise<CustomerSession> {
    const { input, step, identity } = save;
    const address = toUpstreamAddress(input.billingAddress as CheckoutAddressInput);
    const common = { email: input.email?.trim(), phone: input.phone?.trim() || null, cartId, address };
    const result =
      step.loginOption === 'register'
        ? (await this.client.request(RegisterCustomerDocument, { data: { ...common, password: input.password, passwordRepeat: input.password } }, identity)).registerCustomer
        : (await this.client.request(RegisterGuestDocument, { data: common }, identity)).registerGuest;
    const session = sessionFromAuth({ ...result, cartMerged: false }, step.loginOption !== 'register');
    if (session === null) {
      const fields = result.fieldErrors.map((e) =>
        e.fieldName.startsWith('address.') ? addressFieldErrors('billingAddress', [e])[0]! : fieldError(e.fieldName, e.errorMessage),
      );
      throw new StepError(result.errorMessage ?? fields[0]?.messageKey ?? GENERIC_ERROR_KEY, fields);
    }
    await save.onSession(session);
    return session;
  }

  /** The address the registration made the customer address (the billing address of a new guest). */
  private async customerAddressId(identity: UpstreamIdentity): Promise<string> {
    const { getBillingAddresses: book } = await this.client.request(GetBillingAddressesDocument, {}, identity);
    const address = book.find((a) => a.isAlsoCustomerAddress) ?? book[0];
    if (!address) throw new StepError('vue.checkout.error.billingAddressMissing', [fieldError('billingAddress', 'vue.checkout.error.billingAddressMissing')]);
    return address.addressId;
  }

  /** Spec §5: the phone is saved when given; the e-mail only when explicitly changed (logged-in accounts). */
  private async saveContact(input: SaveShippingStepInput, session: SaveShippingInput['session'], identity: UpstreamIdentity): Promise<void> {
    if (session !== 'loggedIn') return;
    if (input.phone) {
      const { updatePhone: result } = await this.client.request(UpdatePhoneDocument, { phone: input.phone.trim() }, identity);
      if (!result.successful) throw new StepError(result.generalErrorMessage ?? GENERIC_ERROR_KEY, result.fieldErrors.map((e) => fieldError('phone', e.errorMessage)));
    }
    if (input.email) {
      const { updateEmail: result } = await this.client.request(UpdateEmailDocument, { email: input.email.trim() }, identity);
      if (!result.successful) throw new StepError(result.generalErrorMessage ?? GENERIC_ERROR_KEY, result.fieldErrors.map((e) => fieldError('email', e.errorMessage)));
    }
  }

  /** Adds the form as a new address, edits the address book entry it names, or keeps the chosen one. */
  private async ensureAddress(kind: 'billingAddress' | 'shippingAddress', id: string | null, form: CheckoutAddressInput | null | undefined, identity: UpstreamIdentity): Promise<string> {
    if (!form) return id!;
    const data = toUpstreamAddress(form);
    const billing = kind === 'billingAddress';
    const answer = id
      ? billing
        ? (await this.client.request(UpdateBillingAddressDocument, { addressId: id, data }, identity)).updateBillingAddress
        : (await this.client.request(UpdateShippingAddressDocument, { addressId: id, data }, identity)).updateShippingAddress
      : billing
        ? (await this.client.request(AddBillingAddressDocument, { data }, identity)).addBillingAddress
        : (await this.client.request(AddShippingAddressDocument, { data }, identity)).addShippingAddress;
    return this.savedId(kind, answer);
  }

  private async ensurePackstation(input: SaveShippingStepInput, identity: UpstreamIdentity): Promise<string> {
    if (!input.packstation) return input.packstationId!;
    const data = toUpstreamPackstation(input.packstation);
    const answer = input.packstationId
      ? (await this.client.request(UpdatePackstationDocument, { addressId: input.packstationId, data }, identity)).updatePackstation
      : (await this.client.request(AddPackstationDocument, { data }, identity)).addPackstation;
    return this.savedId('packstation', answer);
  }

  private savedId(kind: AddressKind, answer: UpstreamAddressResultFragment): string {
    if (!answer.successful || !answer.address) {
      throw new StepError(answer.errorMessage ?? answer.fieldErrors[0]?.errorMessage ?? GENERIC_ERROR_KEY, addressFieldErrors(kind, answer.fieldErrors));
    }
    return answer.address.addressId;
  }

  /** A checkout mutation whose refusal stops the save, its field errors put on `field` unless named. */
  private async checked<R extends Record<string, CheckoutResultLike>, V>(document: TypedDocumentString<R, V>, variables: V, identity: UpstreamIdentity, field: string): Promise<void> {
    const data = await this.client.request(document, variables, identity);
    const result = Object.values(data)[0]!;
    if (!result.successful) {
      const key = result.errorMessage ?? result.fieldErrors[0]?.errorMessage ?? GENERIC_ERROR_KEY;
      const fields = result.fieldErrors.length > 0 ? result.fieldErrors.map((e) => fieldError(e.fieldName === 'addressId' ? field : e.fieldName, e.errorMessage)) : [fieldError(field, key)];
      throw new StepError(key, fields);
    }
  }
}
