import { GENERIC_ERROR_KEY, type SaveShippingInput, type SaveShippingOutput } from '@tafel/checkout-machine';
import { SPEDITION_SHIPPER_CODE } from '@tafel/domain';
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
import { sessionFromAuth } from '../../account/index.js';
import { fieldError } from '../../request/index.js';
import type { UpstreamClient } from '../../upstream/upstream-client.js';
import { speditionJobId } from '../checkout-ids.js';
import type { CheckoutQueues } from '../jobs/checkout-queues.js';
import type { CheckoutUpstream, ShippingStepDetails, UpstreamIdentity } from '../upstream/checkout-upstream.js';
import { addressFieldErrors, toUpstreamAddress, toUpstreamPackstation } from '../../common/address-mapping.js';
import { StepError } from './step-error.js';
import type { NamedStep } from './step-runner.js';

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

/** What the steps call. */
export interface ShippingPorts {
  client: UpstreamClient;
  upstream: CheckoutUpstream;
  queues: CheckoutQueues;
}

/** One shipping save as its steps go: each step reads what the ones before it found out. */
export interface ShippingRun {
  readonly save: ShippingSave;
  readonly ports: ShippingPorts;
  /** The caller's identity; the checkout-auth call gives it the session it started. */
  identity: UpstreamIdentity;
  session: SaveShippingOutput['session'];
  /** The billing address to put on the cart (chosen, added, or the one the registration made). */
  billingId: string | null;
  /** The delivery address or packstation to put on the cart; null for sameAsBilling. */
  deliveryId: string | null;
  output: SaveShippingOutput | null;
}

type ShippingStep = NamedStep<ShippingRun>;
type AddressKind = 'billingAddress' | 'shippingAddress' | 'packstation';

/** The upstream's CheckoutResult (successful, errorMessage, fieldErrors). */
interface CheckoutResultLike {
  successful: boolean;
  errorMessage: string | null;
  fieldErrors: { fieldName: string; errorMessage: string }[];
}

export function newShippingRun(save: ShippingSave, ports: ShippingPorts): ShippingRun {
  const { input, step } = save;
  const deliveryId = step.deliveryType === 'shippingAddress' ? (input.shippingAddressId ?? null) : step.deliveryType === 'packstation' ? (input.packstationId ?? null) : null;
  return { save, ports, identity: { ...save.identity }, session: step.session, billingId: input.billingAddressId ?? null, deliveryId, output: null };
}

const visitor = (run: ShippingRun): boolean => run.save.step.session === 'loggedOut';

/**
 * 1. The spedition fields, saved by a job (spec §4 Save shipping step: first). A later failure:
 * retried — SaveSpeditionsData overwrites the cart's spedition data; the next save (a new
 * workflow version, so a new job id) sends the form again.
 */
export const speditionFields: ShippingStep = {
  name: 'speditionFields',
  onLaterFailure: 'retried',
  applies: ({ save }) => save.step.shipperCode === SPEDITION_SHIPPER_CODE && save.details.speditionsFields.length > 0,
  async run({ save, ports }) {
    const fields = (save.input.speditionFields ?? []).map((f) => ({ fieldName: f.fieldName, fieldValue: f.fieldValue.trim() }));
    const digest = createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 12);
    const { identity, step } = save;
    const result = await ports.queues.saveSpeditionFields(
      { workflowId: save.workflowId, cartId: step.cartId, userId: identity.userId, site: identity.site, fields },
      speditionJobId(save.workflowId, save.version, digest),
    );
    if (!result.successful) {
      throw new StepError(result.errorMessage ?? SPEDITION_INVALID_KEY, result.fieldErrors.map((e) => fieldError(`speditionFields.${e.fieldName}`, e.errorMessage)));
    }
  },
};

/**
 * 2. The checkout-auth call of a visitor (spec §4 step 5: guest, or register with a password);
 * the addresses need its session. A later failure: skipped — a registration cannot be undone
 * upstream and must not run twice (a second guest); the session it started is kept (Redis for a
 * guest's answer, login.succeeded in the workflow), so the next save runs with it and passes
 * over this step.
 */
export const checkoutAuth: ShippingStep = {
  name: 'checkoutAuth',
  onLaterFailure: 'skipped',
  applies: visitor,
  async run(run) {
    const { input, step, identity } = run.save;
    const address = toUpstreamAddress(input.billingAddress as CheckoutAddressInput);
    const common = { email: input.email?.trim(), phone: input.phone?.trim() || null, cartId: step.cartId, address };
    const { client } = run.ports;
    const result =
      step.loginOption === 'register'
        ? (await client.request(RegisterCustomerDocument, { data: { ...common, password: input.password, passwordRepeat: input.password } }, identity)).registerCustomer
        : (await client.request(RegisterGuestDocument, { data: common }, identity)).registerGuest;
    const session = sessionFromAuth({ ...result, cartMerged: false }, step.loginOption !== 'register');
    if (session === null) {
      const fields = result.fieldErrors.map((e) => (e.fieldName.startsWith('address.') ? addressFieldErrors('billingAddress', [e])[0]! : fieldError(e.fieldName, e.errorMessage)));
      throw new StepError(result.errorMessage ?? fields[0]?.messageKey ?? GENERIC_ERROR_KEY, fields);
    }
    await run.save.onSession(session);
    run.identity.jwt = session.token;
    run.session = session.guest ? 'guest' : 'loggedIn';
  },
};

/** 3. The address the registration made the customer address (a new guest's billing address). A read. */
export const customerAddress: ShippingStep = {
  name: 'customerAddress',
  onLaterFailure: 'read',
  applies: visitor,
  async run(run) {
    const { getBillingAddresses: book } = await run.ports.client.request(GetBillingAddressesDocument, {}, run.identity);
    const address = book.find((a) => a.isAlsoCustomerAddress) ?? book[0];
    if (!address) throw new StepError('vue.checkout.error.billingAddressMissing', [fieldError('billingAddress', 'vue.checkout.error.billingAddressMissing')]);
    run.billingId = address.addressId;
  },
};

/**
 * 4. Contact data of a logged-in account (spec §5): the phone when given, the e-mail when
 * changed. A later failure: retried — both calls set the value again.
 */
export const contact: ShippingStep = {
  name: 'contact',
  onLaterFailure: 'retried',
  applies: ({ save }) => save.step.session === 'loggedIn' && Boolean(save.input.phone || save.input.email),
  async run({ save, ports, identity }) {
    const { phone, email } = save.input;
    if (phone) {
      const { updatePhone: result } = await ports.client.request(UpdatePhoneDocument, { phone: phone.trim() }, identity);
      if (!result.successful) throw new StepError(result.generalErrorMessage ?? GENERIC_ERROR_KEY, result.fieldErrors.map((e) => fieldError('phone', e.errorMessage)));
    }
    if (email) {
      const { updateEmail: result } = await ports.client.request(UpdateEmailDocument, { email: email.trim() }, identity);
      if (!result.successful) throw new StepError(result.generalErrorMessage ?? GENERIC_ERROR_KEY, result.fieldErrors.map((e) => fieldError('email', e.errorMessage)));
    }
  },
};

/** 5. The order reference (when the shop offers it). A later failure: retried — it sets the cart's reference again. */
export const orderReference: ShippingStep = {
  name: 'orderReference',
  onLaterFailure: 'retried',
  applies: ({ save }) => save.input.orderReference !== null && save.input.orderReference !== undefined && save.details.orderReferenceEnabled,
  async run({ save, ports, identity }) {
    await checked(ports, SetOrderReferenceDocument, { cartId: save.step.cartId, orderReference: save.input.orderReference!.trim() }, identity, 'orderReference');
  },
};

/**
 * 6. The billing address form into the address book (a visitor's came with the registration):
 * edits the entry it names, or adds it. A later failure: retried — an edit writes the same data
 * again; an add adds it again, the earlier entry stays unused in the book (the upstream has no
 * delete to compensate with, and an unused entry changes no order).
 */
export const billingAddress: ShippingStep = {
  name: 'billingAddress',
  onLaterFailure: 'retried',
  applies: (run) => !visitor(run) && Boolean(run.save.input.billingAddress),
  async run(run) {
    run.billingId = await ensureAddress(run, 'billingAddress', run.billingId, run.save.input.billingAddress!);
  },
};

/** 7. The billing address on the cart. A later failure: retried — it sets the cart's billing address again. */
export const cartBillingAddress: ShippingStep = {
  name: 'cartBillingAddress',
  onLaterFailure: 'retried',
  async run({ save, ports, identity, billingId }) {
    await checked(ports, SetBillingAddressOnCartDocument, { cartId: save.step.cartId, addressId: billingId! }, identity, 'billingAddressId');
  },
};

/** 8. The delivery address or packstation form into the address book. A later failure: retried, as the billing address (6). */
export const deliveryAddress: ShippingStep = {
  name: 'deliveryAddress',
  onLaterFailure: 'retried',
  applies: ({ save }) => (save.step.deliveryType === 'shippingAddress' && Boolean(save.input.shippingAddress)) || (save.step.deliveryType === 'packstation' && Boolean(save.input.packstation)),
  async run(run) {
    const { input } = run.save;
    run.deliveryId = run.save.step.deliveryType === 'packstation' ? await ensurePackstation(run) : await ensureAddress(run, 'shippingAddress', run.deliveryId, input.shippingAddress!);
  },
};

/** 9. The delivery address on the cart (none for sameAsBilling). A later failure: retried — it sets the cart's delivery address again. */
export const cartDeliveryAddress: ShippingStep = {
  name: 'cartDeliveryAddress',
  onLaterFailure: 'retried',
  async run({ save, ports, identity, deliveryId }) {
    const field = save.step.deliveryType === 'packstation' ? 'packstationId' : 'shippingAddressId';
    await checked(ports, SetShippingAddressOnCartDocument, { cartId: save.step.cartId, addressId: deliveryId }, identity, field);
  },
};

/** 10. The shipper (the last write). Nothing comes after it that could fail but the read: retried — it sets the cart's shipping method again. */
export const shipper: ShippingStep = {
  name: 'shipper',
  onLaterFailure: 'retried',
  applies: ({ save }) => Boolean(save.step.shipperCode),
  async run({ save, ports, identity }) {
    const code = save.step.shipperCode!;
    const { setShippingMethod: result } = await ports.client.request(SetShippingMethodDocument, { cartId: save.step.cartId, methodCode: code }, identity);
    if (!result.successful) {
      const key = result.errorMessage ?? SHIPPER_NOT_AVAILABLE_KEY;
      throw new StepError(key, [fieldError('shipperCode', key, `Shipper ${code} refused: ${result.reasonCode ?? 'no reason given'}`, { reasonCode: result.reasonCode ?? '' })]);
    }
  },
};

/** 11. What the upstream made of it (the shipper it kept, the delivery country) for the machine. A read. */
export const readBack: ShippingStep = {
  name: 'readBack',
  onLaterFailure: 'read',
  async run(run) {
    const after = await run.ports.upstream.shippingStep(run.save.step.cartId, run.identity);
    run.output = { session: run.session, shipperCode: after.selectedShipperCode, deliveryCountry: after.deliveryCountry };
  },
};

/**
 * The shipping save's upstream calls in the spec's order (§4 Save shipping step): spedition
 * fields first, then for a visitor the checkout-auth call, contact data, order reference,
 * billing address, delivery address or packstation, shipper, and the read-back.
 */
export const SHIPPING_STEPS: readonly ShippingStep[] = [
  speditionFields,
  checkoutAuth,
  customerAddress,
  contact,
  orderReference,
  billingAddress,
  cartBillingAddress,
  deliveryAddress,
  cartDeliveryAddress,
  shipper,
  readBack,
];

/** Adds the form as a new address, or edits the address book entry it names. */
async function ensureAddress(run: ShippingRun, kind: 'billingAddress' | 'shippingAddress', id: string | null, form: CheckoutAddressInput): Promise<string> {
  const { client } = run.ports;
  const { identity } = run;
  const data = toUpstreamAddress(form);
  const billing = kind === 'billingAddress';
  const answer = id
    ? billing
      ? (await client.request(UpdateBillingAddressDocument, { addressId: id, data }, identity)).updateBillingAddress
      : (await client.request(UpdateShippingAddressDocument, { addressId: id, data }, identity)).updateShippingAddress
    : billing
      ? (await client.request(AddBillingAddressDocument, { data }, identity)).addBillingAddress
      : (await client.request(AddShippingAddressDocument, { data }, identity)).addShippingAddress;
  return savedId(kind, answer);
}

async function ensurePackstation(run: ShippingRun): Promise<string> {
  const { input } = run.save;
  const { client } = run.ports;
  const data = toUpstreamPackstation(input.packstation!);
  const answer = input.packstationId
    ? (await client.request(UpdatePackstationDocument, { addressId: input.packstationId, data }, run.identity)).updatePackstation
    : (await client.request(AddPackstationDocument, { data }, run.identity)).addPackstation;
  return savedId('packstation', answer);
}

function savedId(kind: AddressKind, answer: UpstreamAddressResultFragment): string {
  if (!answer.successful || !answer.address) {
    throw new StepError(answer.errorMessage ?? answer.fieldErrors[0]?.errorMessage ?? GENERIC_ERROR_KEY, addressFieldErrors(kind, answer.fieldErrors));
  }
  return answer.address.addressId;
}

/** A checkout mutation whose refusal stops the save, its field errors put on `field` unless named. */
async function checked<R extends Record<string, CheckoutResultLike>, V>(ports: ShippingPorts, document: TypedDocumentString<R, V>, variables: V, identity: UpstreamIdentity, field: string): Promise<void> {
  const data = await ports.client.request(document, variables, identity);
  const result = Object.values(data)[0]!;
  if (!result.successful) {
    const key = result.errorMessage ?? result.fieldErrors[0]?.errorMessage ?? GENERIC_ERROR_KEY;
    const fields = result.fieldErrors.length > 0 ? result.fieldErrors.map((e) => fieldError(e.fieldName === 'addressId' ? field : e.fieldName, e.errorMessage)) : [fieldError(field, key)];
    throw new StepError(key, fields);
  }
}
