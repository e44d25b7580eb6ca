type Typed = { __typename?: string };

/** Resolves a union or interface member by the __typename the services tag their results with. */
const byTypename = { __resolveType: (value: unknown) => (value as Typed).__typename ?? null };

// Services return results tagged with __typename; unions and the ErrorResult interface resolve by it.
export const typeResolvers = {
  CartResult: byTypename,
  CartMutationResult: byTypename,
  ErrorResult: byTypename,
  CheckoutResult: byTypename,
  CheckoutLoginResult: byTypename,
  SaveShippingStepResult: byTypename,
  SelectCheckoutPaymentResult: byTypename,
  SubmitOrderResult: byTypename,
  CompleteExpressPayResult: byTypename,
  LoginResult: byTypename,
  StaffLoginResult: byTypename,
  TrackEventsResult: byTypename,
  RecordGlanceViewResult: byTypename,
  SearchOutcome: byTypename,
  ReturnFlowResult: byTypename,
  AccountContactResult: byTypename,
  EmailAvailableResult: byTypename,
  RegisterResult: byTypename,
  RequestPasswordResetResult: byTypename,
  SetNewPasswordResult: byTypename,
  AccountChangeResult: byTypename,
  DeleteAccountResult: byTypename,
  AccountOrdersResult: byTypename,
  AccountOrderResult: byTypename,
  AddressBookResult: byTypename,
  AddressBookChangeResult: byTypename,
  NewsletterResult: byTypename,
  FormResult: byTypename,
  OrderFormResult: byTypename,
  OrderFormPdfResult: byTypename,
  RatingResult: byTypename,
};
