/** The terms printed on every policy; {days} is the cooling-off period in force. */
export const policyTerms = (coolingOffDays: number): string[] => [
  'This plan covers the item named above against manufacturing defects and structural failure under normal household use, from the first to the last day of cover shown on this policy.',
  'Covered repairs are made by the shop or its appointed technician. When a repair is not possible, the item is replaced with the same or a comparable model; the total paid out never exceeds the item’s purchase price.',
  'Not covered: damage from misuse, accidents, pets, fire, flood or other natural events, commercial or rental use, unauthorised repairs or alterations, normal wear and tear, and cosmetic changes that do not affect use.',
  'To claim, contact customer care with this policy number and photos of the problem. Keep the item available for inspection.',
  `Cooling-off: within ${coolingOffDays} days of the start of cover the policy holder may cancel this plan and receive the full premium back, through "Request policy refund" on the order page.`,
  'The plan follows the item: it ends early if the item is returned and refunded. It is not transferable to another item.',
  'This policy is governed by the laws of the Republic of the Philippines, including the Consumer Act (Republic Act No. 7394).',
];
