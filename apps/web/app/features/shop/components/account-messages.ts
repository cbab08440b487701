/** The account forms' own messages (zod-free: the forms' first load carries no schema). */
export const accountMessages = {
  passwordLength: 'Use at least 8 characters.',
  passwordMatch: 'The passwords do not match.',
  signedIn:
    'Demo form: your details are valid, but this store keeps no accounts, so nobody was signed in.',
  registered:
    'Demo form: your details are valid, but this store keeps no accounts, so no account was created.',
} as const;
