import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';

import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { FaqPage } from '../faq-page';

describe('FAQ page', () => {
  it('lists the questions and opens one answer at a time', async () => {
    mockFetch({
      'GET /api/faq': ok([
        { id: 1, question: 'Are prices real?', answer: '<p>They come from a simulated feed.</p>' },
        { id: 2, question: 'How do I withdraw?', answer: '<p>From the assets tab.</p>' },
      ]),
    });
    renderPage(FaqPage, { path: '/pages/common/faq' });

    fireEvent.click(await screen.findByText('Are prices real?'));
    expect(await screen.findByText('They come from a simulated feed.')).toBeTruthy();
    fireEvent.click(screen.getByText('How do I withdraw?'));
    expect(await screen.findByText('From the assets tab.')).toBeTruthy();
  });

  it('says so when no question is published', async () => {
    mockFetch({ 'GET /api/faq': ok([]) });
    renderPage(FaqPage, { path: '/pages/common/faq' });
    expect(await screen.findByText('No questions have been published yet.')).toBeTruthy();
  });
});
