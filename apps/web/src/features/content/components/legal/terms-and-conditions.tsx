import { shop } from '../../../../config/shop';
import { LegalList, LegalParagraph, LegalSection, useLegalValues } from './legal-text';

export const TERMS_TITLE = 'General Terms and Conditions';

export function TermsAndConditions() {
  const { effectiveDate, jurisdiction } = useLegalValues();
  return (
    <>
      <LegalParagraph>
        <strong>Effective date:</strong> {effectiveDate}
      </LegalParagraph>

      <LegalSection title="1. About these terms">
        <LegalParagraph>
          These General Terms and Conditions govern your use of the {shop.name} online store and
          every order you place with us. By creating an account, browsing or placing an order you
          agree to these terms. If you do not agree, please do not use the store.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="2. Eligibility">
        <LegalParagraph>
          You must be at least 18 years old to create an account or place an order. If you are under
          18, you may use the store only with the consent and supervision of your parent or legal
          guardian, who accepts these terms on your behalf and is responsible for your orders.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="3. Your account">
        <LegalParagraph>
          Keep your password confidential and tell us at once if you suspect that someone else has
          used your account. You are responsible for activity under your account. Give us accurate
          names, addresses and contact numbers so that we can deliver your orders.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="4. Products">
        <LegalParagraph>
          We describe and photograph our furniture as accurately as we can. Natural materials such
          as solid wood, rattan, leather and stone vary in grain, colour and texture, and screens
          show colours differently; these variations are not defects. Dimensions are approximate, so
          please measure doorways, stairs and rooms before you order.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="5. Prices">
        <LegalParagraph>
          All prices are in Philippine pesos (PHP) and include 12% value-added tax (VAT) unless
          stated otherwise. Delivery, assembly and other fees are shown separately at checkout
          before you pay. Prices and promotions may change without notice, but a change never
          affects an order we have already confirmed. If an item is listed at an obviously wrong
          price, we may cancel the order and refund any payment in full.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="6. Orders">
        <LegalParagraph>
          Your order is an offer to buy. We accept it when we confirm it by e-mail or in My Orders.
          We may decline or cancel an order, for example when an item is out of stock, when a
          delivery address is outside our service area, or when we suspect fraud; in that case we
          refund anything you have paid.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="7. Payment">
        <LegalParagraph>
          We accept the payment methods shown at checkout, such as cash on delivery and online
          payment through our accredited payment gateway. Card and e-wallet details are entered on
          the gateway&apos;s secure pages; we never see or store your full card number. An order
          paid online is processed once the gateway confirms the payment.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="8. Delivery and pickup">
        <LegalParagraph>
          We deliver within our service areas on the date or window shown at checkout; delivery
          dates are estimates and may move because of weather, traffic or events beyond our control.
          You may instead pick up your order at a branch. Someone of legal age must receive the
          delivery, present a valid ID if asked, and inspect the items before signing. Report
          visible damage or missing items to the delivery team and to us within 48 hours.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="9. Cancellations">
        <LegalParagraph>
          You may cancel an order from My Orders until it has been shipped. Payments for a cancelled
          order are refunded to the original payment method.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="10. Returns and refunds">
        <LegalParagraph>
          You may request a return from My Returns within seven (7) days of delivery if an item is
          defective, damaged in transit, or not what you ordered. Items must be unused, with their
          parts and, where possible, their packaging. Made-to-order and customised pieces, clearance
          items and items damaged by misuse cannot be returned for change of mind. Once a return is
          approved and the item is received, we refund the purchase price to the original payment
          method, normally within 14 business days. Nothing in these terms limits your rights under
          the Consumer Act of the Philippines (Republic Act No. 7394).
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="11. Warranties">
        <LegalParagraph>
          Our furniture carries the warranty stated on its product page, counted from delivery. The
          warranty covers manufacturing defects and does not cover normal wear, misuse, improper
          assembly by others, moisture, direct sunlight or pest damage. Optional protection plans
          are governed by the policy document issued with your order. To make a claim, contact us
          with your order number and photos of the defect.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="12. Use of the store">
        <LegalParagraph>You agree not to:</LegalParagraph>
        <LegalList
          items={[
            'use the store for any unlawful purpose or to place orders you do not intend to pay for;',
            'interfere with the store, its security or other shoppers’ accounts;',
            'copy or reuse our photographs, texts or designs without written permission.',
          ]}
        />
      </LegalSection>

      <LegalSection title="13. Liability">
        <LegalParagraph>
          To the extent the law allows, our liability for any order is limited to the amount you
          paid for it, and we are not liable for indirect or consequential losses. Nothing here
          excludes liability that cannot be excluded under Philippine law.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="14. Privacy">
        <LegalParagraph>
          We handle your personal information as described in our Data Privacy Policy, in line with
          the Data Privacy Act of 2012 (Republic Act No. 10173).
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="15. Changes to these terms">
        <LegalParagraph>
          We may update these terms. The version in force when you place an order applies to that
          order. We show the effective date at the top of this page.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="16. Governing law and jurisdiction">
        <LegalParagraph>
          These terms are governed by the laws of the Republic of the Philippines. Any dispute
          arising from them or from your orders shall be brought exclusively before the proper
          courts of {jurisdiction}.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="17. Contact us">
        <LegalParagraph>
          {shop.name}, {shop.address}. E-mail {shop.email} or call {shop.phone} ({shop.phoneHours}).
        </LegalParagraph>
      </LegalSection>
    </>
  );
}
