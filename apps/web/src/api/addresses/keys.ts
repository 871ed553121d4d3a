// One key for the customer's addresses, shared by the account area and the checkout's address step, so
// a save in either reloads the list in both.
export const addressKeys = {
  all: () => ['addresses'] as const,
};
