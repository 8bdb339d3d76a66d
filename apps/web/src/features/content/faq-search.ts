import type { Faq } from '@shop/shared/contracts/content';

export interface FaqGroup {
  category: string;
  faqs: Faq[];
}

/** Lower case without accents, so "pagbabayad" finds "Pagbabáyad" and "ñ" finds "n". */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Every word of the search must appear in the question, the answer or the category. */
export function filterFaqs(faqs: readonly Faq[], search: string): Faq[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const haystack = foldText(`${faq.question} ${faq.answer} ${faq.category}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** Categories in the order the shop lists them, each with its questions in page order. */
export function groupFaqs(faqs: readonly Faq[]): FaqGroup[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const group = groups.get(faq.category);
    if (group) group.push(faq);
    else groups.set(faq.category, [faq]);
  }
  return [...groups].map(([category, items]) => ({
    category,
    faqs: [...items].sort((a, b) => a.sort_order - b.sort_order),
  }));
}
