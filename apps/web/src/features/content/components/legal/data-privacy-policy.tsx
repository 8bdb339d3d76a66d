import { shop } from '../../../../config/shop';
import { LegalList, LegalParagraph, LegalSection, useLegalValues } from './legal-text';

export const PRIVACY_TITLE = 'Data Privacy Policy';

export function DataPrivacyPolicy() {
  const { effectiveDate, jurisdiction } = useLegalValues();
  return (
    <>
      <LegalParagraph>
        <strong>Effective date:</strong> {effectiveDate}
      </LegalParagraph>

      <LegalSection title="1. Our commitment">
        <LegalParagraph>
          {shop.name} (&quot;we&quot;, &quot;us&quot;) respects your privacy. We collect, use, store
          and share personal information in accordance with the Data Privacy Act of 2012 (Republic
          Act No. 10173), its Implementing Rules and Regulations, and the issuances of the National
          Privacy Commission (NPC). This policy explains what we collect, why, how long we keep it,
          and the rights you have.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="2. What we collect">
        <LegalList
          items={[
            'Identity and contact details: your first and last name, e-mail address and mobile number.',
            'Account details: your login e-mail and password (stored only as a secure hash), and the devices you chose to stay signed in on.',
            'Delivery and billing details: the addresses you save, delivery preferences and notes.',
            'Order details: the items you buy, your cart and favourites, payments, returns, cancellations and warranty or protection-plan claims.',
            'Payment details: the payment method and the reference the payment gateway returns. Card and e-wallet details are entered on the gateway’s pages; we never receive your full card number.',
            'Identity documents you choose to upload, for example to verify a high-value order or a claim.',
            'Messages you send us through the contact form, e-mail or phone.',
            'Technical details: your IP address, browser and device type, and the entries the store keeps in your browser’s storage (your session, selected branch and checkout progress).',
          ]}
        />
      </LegalSection>

      <LegalSection title="3. Why we use it">
        <LegalList
          items={[
            'To create and manage your account and keep you signed in when you ask us to.',
            'To process, deliver, install and support your orders, returns, refunds and warranty claims (performance of a contract).',
            'To answer your questions and send you service messages about your orders.',
            'To prevent fraud and keep the store secure (our legitimate interests).',
            'To meet our legal duties, such as issuing invoices and keeping tax and accounting records.',
            'To send promotions, only when you have given your consent; you may withdraw it at any time.',
          ]}
        />
      </LegalSection>

      <LegalSection title="4. Who we share it with">
        <LegalParagraph>
          We share only what is needed with couriers and delivery partners, our payment gateway, and
          IT and hosting providers that work for us under written agreements requiring them to
          protect your information. We disclose information to government authorities only when the
          law requires it. We do not sell your personal information.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="5. How we protect it">
        <LegalParagraph>
          We use organisational, physical and technical security measures, including encrypted
          connections, hashed passwords, access limited to staff who need it, and regular reviews.
          If a personal data breach occurs that is likely to harm you, we will notify you and the
          NPC as the law requires.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="6. How long we keep it">
        <LegalParagraph>
          We keep account information while your account is active. Order, invoice and payment
          records are kept for the period required by tax and accounting laws. Identity documents
          are deleted once the purpose they were uploaded for is completed, and you can delete them
          earlier from My Account. When information is no longer needed, we securely delete or
          anonymise it.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="7. Your rights">
        <LegalParagraph>As a data subject you have the right to:</LegalParagraph>
        <LegalList
          items={[
            'be informed about how your personal information is processed;',
            'access your personal information and obtain a copy of it;',
            'object to processing, including direct marketing, and withdraw consent;',
            'have inaccurate information corrected;',
            'have information erased or blocked when it is no longer necessary or was processed unlawfully;',
            'data portability, in a commonly used electronic format;',
            'be indemnified for damages caused by inaccurate or unlawfully processed information; and',
            'file a complaint with the National Privacy Commission.',
          ]}
        />
        <LegalParagraph>
          To exercise these rights, contact our Data Protection Officer. We may ask you to confirm
          your identity before acting on a request.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="8. Browser storage">
        <LegalParagraph>
          The store keeps your session, selected branch and checkout progress in your browser&apos;s
          local storage so that they survive a page reload. Signing out removes them. We do not use
          third-party advertising trackers.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="9. Minors">
        <LegalParagraph>
          The store is meant for adults. If you are under 18, use it only with the consent of your
          parent or legal guardian.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="10. Changes to this policy">
        <LegalParagraph>
          We may update this policy and will show the new effective date above. Significant changes
          will also be announced in the store or by e-mail.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="11. Data Protection Officer">
        <LegalParagraph>
          {shop.dataProtectionOfficer.name}, {shop.name}, {shop.address}. E-mail{' '}
          {shop.dataProtectionOfficer.email} or call {shop.phone} ({shop.phoneHours}).
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="12. Governing law">
        <LegalParagraph>
          This policy is governed by the laws of the Republic of the Philippines. Disputes about it
          shall be brought before the proper courts of {jurisdiction}, without prejudice to your
          right to complain to the National Privacy Commission.
        </LegalParagraph>
      </LegalSection>
    </>
  );
}
