export const POLICY_NOT_FOUND = 'This policy does not exist or is not yours.';
export const POLICY_REFUND_ALREADY_REQUESTED =
  'A refund has already been requested for this policy.';
export const coolingOffEndedMessage = (lastDay: string) =>
  `The cooling-off period for this policy ended on ${lastDay}; its premium can no longer be refunded.`;
export const NOT_A_PDF = 'The file must be a PDF document.';
export const POLICY_FILE_REQUIRED = 'Attach the signed policy as a PDF file.';
export const POLICY_ID_REQUIRED = 'Tell which policy the file belongs to (policyId).';
export const NOT_MULTIPART =
  'Send the policy as multipart/form-data with the fields policyId and file.';
export const POLICY_REFUND_NOT_REQUESTED =
  'No refund is waiting for a decision on this policy: it was decided already or never asked for.';
export const requestedAfterCoolingOffMessage = (lastDay: string) =>
  `The refund was requested after the cooling-off period ended on ${lastDay}; it can only be declined.`;
