import type { InquiryContact, InquiryContactInput } from '@contrail/contracts';

/** The inquiry form's values (the contract's optional fields default to ''). */
export type InquiryValues = InquiryContactInput;
export type InquiryOutput = InquiryContact;

export const emptyInquiry: Required<InquiryValues> = {
  name: '',
  email: '',
  phone: '',
  company: '',
  aircraft: '',
  serial: '',
  country: '',
  state: '',
  city: '',
  message: '',
};
