import type { SeedFaqCategory } from '../../modules/content/index';
import { freeDeliveryText } from '../../platform/couriers/free-delivery';

/** The FAQ page, in page order. Answers are plain text. */
export const FAQS: readonly SeedFaqCategory[] = [
  {
    category: 'Orders',
    questions: [
      {
        question: 'How do I place an order?',
        answer:
          'Add the items you want to your cart, open the cart and choose Checkout. Sign in or create an account, pick a delivery address or a branch for pickup, choose your preferred delivery date, then select a payment method and place the order. You will receive a confirmation e-mail with your order number.',
      },
      {
        question: 'Can I change or cancel my order?',
        answer:
          'You can cancel an order from My Orders at any time before it has been shipped. To change an item, the delivery address or the delivery date, contact our customer care team as soon as possible with your order number; changes are possible until the order is prepared for shipping.',
      },
      {
        question: 'How do I track my order?',
        answer:
          'Open My Orders and select the order. Its status shows every step — Order Placed, Order Processing, Order in Transit, Order Delivered — with the date and time of each change. We also e-mail you whenever the status changes.',
      },
      {
        question: 'Is the stock shown on the website reserved for me?',
        answer:
          'Stock is shown per branch and is reserved only when you place the order. If the last piece of an item sells while it is still in your cart, checkout will tell you before you pay.',
      },
    ],
  },
  {
    category: 'Delivery',
    questions: [
      {
        question: 'Where do you deliver, and how much does it cost?',
        answer:
          'We deliver across Luzon, the Visayas and Mindanao through our own trucks and partner couriers. ' +
          `${freeDeliveryText()} It applies to our own delivery truck, and counts the items and protection plans in your order before discount codes. ` +
          'For other orders and areas, the delivery fee is calculated at checkout from your address and the size and weight of the items, before you pay.',
      },
      {
        question: 'How long does delivery take?',
        answer:
          'In-stock items are usually delivered within 3 to 5 working days in Metro Manila, Metro Cebu and Metro Davao, and within 7 to 14 working days elsewhere. You can choose a preferred delivery date at checkout; our team confirms the time window by text or call the day before.',
      },
      {
        question: 'Can I pick up my order at a branch instead?',
        answer:
          'Yes. Choose pickup at checkout and select one of our showrooms. We will let you know when your order is ready. Please bring a valid ID and your order number; if someone else picks it up for you, they also need an authorisation letter and a copy of your ID.',
      },
      {
        question: 'What should I check when my furniture arrives?',
        answer:
          'Someone of legal age should receive the delivery. Inspect the items before signing the delivery receipt and note any visible damage on it. Report damaged or missing items to us within 48 hours of delivery, with photos and your order number.',
      },
      {
        question: 'I live in a condominium. Is there anything I need to arrange?',
        answer:
          'Most buildings require a move-in or delivery permit and a reserved service elevator. Please arrange these with your building administration for your delivery date and check that large items fit the elevator and doors. Our team can coordinate with your admin if you give us their contact details.',
      },
    ],
  },
  {
    category: 'Payment',
    questions: [
      {
        question: 'What payment methods do you accept?',
        answer:
          'Cash on delivery, and online payment through our accredited payment gateway: credit and debit cards, e-wallets such as GCash and Maya, and online banking. The methods available for your order are shown at checkout.',
      },
      {
        question: 'Do you offer installment payments?',
        answer:
          'Yes. Orders over ₱10,000 can be paid in up to 12 months at 0% interest with participating credit cards. Choose card payment at checkout and select the installment term on the payment page.',
      },
      {
        question: 'Is it safe to pay online?',
        answer:
          'Card and e-wallet details are entered on the payment gateway’s secure pages, never on ours, and we never see or store your full card number. Your order is processed as soon as the gateway confirms the payment.',
      },
      {
        question: 'Are your prices inclusive of VAT?',
        answer:
          'Yes. All prices are in Philippine pesos and include 12% VAT. Your order confirmation shows the VAT breakdown, and an official receipt is issued with every order.',
      },
    ],
  },
  {
    category: 'Returns',
    questions: [
      {
        question: 'What is your return policy?',
        answer:
          'You may request a return within seven (7) days of delivery if an item is defective, damaged in transit, or not what you ordered. Items must be unused and complete with their parts and, where possible, their packaging. Made-to-order and customised pieces, clearance items and items damaged by misuse cannot be returned for change of mind.',
      },
      {
        question: 'How do I request a return?',
        answer:
          'Open My Orders, select the delivered order and choose Return Order. Tell us which items you are returning and why, and attach photos. You can follow the request under My Returns: Return Requested, Return Pending, Return Approved, Return Order Processing and Returned.',
      },
      {
        question: 'When will I get my refund?',
        answer:
          'Once your return is approved and we have received the item, we refund the purchase price to your original payment method, normally within 14 business days. Cash-on-delivery orders are refunded by bank transfer or e-wallet to an account in your name.',
      },
    ],
  },
  {
    category: 'Assembly',
    questions: [
      {
        question: 'Do you assemble the furniture?',
        answer:
          'Yes. Assembly is free for beds, wardrobes and dining sets delivered within our service areas. Choose a preferred assembly date at checkout; it can be the same day as delivery or later. Our team can assemble other flat-packed items too, and any charge is shown at checkout before you pay.',
      },
      {
        question: 'How should I prepare for the assembly team?',
        answer:
          'Clear the area where the furniture will stand plus some working space, register the team with your building or subdivision if needed, and keep children and pets in another room while tools are in use. We recommend anchoring tall pieces to the wall; our team brings the brackets.',
      },
      {
        question: 'I picked up my order. Can I assemble it myself?',
        answer:
          'Of course. Every flat-packed item comes with illustrated instructions and the hardware you need. If a part is missing, contact us with your order number and the part number from the instructions and we will send it free of charge.',
      },
    ],
  },
  {
    category: 'Warranty & Protection Plans',
    questions: [
      {
        question: 'Is my furniture covered by a warranty?',
        answer:
          'Every piece carries the warranty stated on its product page, counted from the delivery date. It covers manufacturing defects, not normal wear, misuse, improper assembly by others, moisture, direct sunlight or pest damage. To make a claim, contact us with your order number and photos of the defect.',
      },
      {
        question: 'What is a Furniture Protection Plan?',
        answer:
          'An optional plan you can add to eligible products at checkout, for 2, 3 or 5 years depending on the item, from ₱1,499. It covers accidental stains, spills and damage beyond the regular warranty. Each covered item gets its own policy number and a policy document you can download from My Orders.',
      },
      {
        question: 'Can I cancel a protection plan?',
        answer:
          'Yes. You can request a refund of a protection plan within its cooling-off period from the order’s page in My Orders, as long as no claim has been made on it. The policy document states the period that applies.',
      },
    ],
  },
  {
    category: 'Account',
    questions: [
      {
        question: 'Do I need an account to shop?',
        answer:
          'You can browse, search and keep a cart without an account. To check out, track orders, request returns and download policy documents you need to sign in; anything in your cart is kept when you do.',
      },
      {
        question: 'I forgot my password. What do I do?',
        answer:
          'Choose Login, then Forgot Password, and enter your e-mail address. We will send you a link to set a new password. The link works once and expires after a short time, so use it soon.',
      },
      {
        question: 'How do you protect my personal information?',
        answer:
          'We collect only what we need to process your orders and look after your account, and we handle it in line with the Data Privacy Act of 2012. Our Data Privacy Policy, linked at the bottom of every page, explains what we collect, why, and how to reach our Data Protection Officer.',
      },
    ],
  },
];
